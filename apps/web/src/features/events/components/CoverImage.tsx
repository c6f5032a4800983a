import { graphql } from '../gql/index.ts';
import { getFragmentData, type FragmentType } from '../../../lib/fragment-masking.ts';

export const CoverImage_ImageFragment = graphql(`
  fragment CoverImage_image on Image {
    id
    url(width: 640)
    srcSet
  }
`);

type Props = {
  cover: FragmentType<typeof CoverImage_ImageFragment> | null;
  /** The `sizes` of the srcset: how wide the picture shows at each screen width. */
  sizes: string;
  /** Pixel size the picture is laid out at, so the browser reserves the space (no layout shift). */
  width: number;
  height: number;
  eager: boolean;
  className: string;
  /** Shown in the picture's place when the event has none. */
  placeholderClassName: string;
};

/**
 * An event's cover at 16:9, decorative (the title beside it names the event), or a coloured block of the same
 * size. The first pictures on a page load eagerly, the rest when scrolled to.
 */
export function CoverImage({ cover: coverRef, sizes, width, height, eager, className, placeholderClassName }: Props) {
  const cover = getFragmentData(CoverImage_ImageFragment, coverRef);
  if (!cover) return <div className={placeholderClassName} style={{ aspectRatio: '16 / 9' }} />;
  return (
    <img
      src={cover.url}
      srcSet={cover.srcSet}
      sizes={sizes}
      alt=""
      className={`${className} object-fit-cover`}
      // height: auto, or the height attribute (there to reserve the space) would win over the 16:9 shape.
      style={{ aspectRatio: '16 / 9', height: 'auto' }}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : 'auto'}
      width={width}
      height={height}
    />
  );
}
