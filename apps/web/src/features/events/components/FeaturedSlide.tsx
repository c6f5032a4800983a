import { formatEventDateTime } from '@admit/shared';
import { graphql } from '../gql/index.ts';
import { getFragmentData, type FragmentType } from '../../../lib/fragment-masking.ts';
import { useLocale } from '../../../lib/locale.ts';
import { CoverImage } from './CoverImage.tsx';
import { FULL_COLUMN_IMAGE_SIZES } from '@admit/shared';

export const FeaturedSlide_EventFragment = graphql(`
  fragment FeaturedSlide_event on Event {
    slug
    title
    startsAt
    timeZone
    venueName
    coverImage {
      ...CoverImage_image
    }
  }
`);

/** A featured event, full width: the picture with its title over it. */
export function FeaturedSlide({
  event: eventRef,
  eager,
}: {
  event: FragmentType<typeof FeaturedSlide_EventFragment>;
  eager: boolean;
}) {
  const event = getFragmentData(FeaturedSlide_EventFragment, eventRef);
  const locale = useLocale();
  return (
    <a
      href={`/e/${event.slug}`}
      className="featured-slide d-block position-relative rounded overflow-hidden text-white text-decoration-none"
    >
      <CoverImage
        cover={event.coverImage}
        sizes={FULL_COLUMN_IMAGE_SIZES}
        width={960}
        height={540}
        eager={eager}
        className="w-100"
        placeholderClassName="w-100 bg-success"
      />
      <span className="featured-slide__caption position-absolute bottom-0 start-0 end-0 p-3">
        <span className="d-block small fw-semibold">{formatEventDateTime(event.startsAt, event.timeZone, locale)}</span>
        <span className="d-block h4 fw-bold mb-0">{event.title}</span>
        <span className="d-block small">{event.venueName}</span>
      </span>
    </a>
  );
}
