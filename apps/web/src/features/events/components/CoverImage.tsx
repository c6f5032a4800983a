import type { EventCardEvent } from './EventCard.tsx';

type Props = {
  cover: EventCardEvent['coverImage'];
  /** The `sizes` of the srcset: how wide the picture shows at each screen width. */
  sizes: string;
  /** Pixel size of the `url` asked for in the fragment, so the browser reserves the space (no layout shift). */
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
export function CoverImage({ cover, sizes, width, height, eager, className, placeholderClassName }: Props) {
  if (!cover) return <div className={placeholderClassName} style={{ aspectRatio: '16 / 9' }} />;
  return (
    <img
      src={cover.url}
      srcSet={cover.srcSet}
      sizes={sizes}
      alt=""
      className={`${className} object-fit-cover`}
      style={{ aspectRatio: '16 / 9' }}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : 'auto'}
      width={width}
      height={height}
    />
  );
}
