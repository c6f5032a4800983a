import { formatEventDateTime, formatPrice } from '@admit/shared';
import { graphql } from '../gql/index.ts';
import { getFragmentData, type FragmentType } from '../../../lib/fragment-masking.ts';
import { useLocale } from '../../../lib/locale.ts';
import { CoverImage } from './CoverImage.tsx';

export const EventCard_EventFragment = graphql(`
  fragment EventCard_event on Event {
    slug
    title
    startsAt
    timeZone
    currency
    venueName
    lowestPriceMinor
    organizer {
      name
    }
    coverImage {
      ...CoverImage_image
    }
  }
`);

/** One event in a row or a result list: the whole card is one link, named by the title. */
export function EventCard({
  event: eventRef,
  eager = false,
}: {
  event: FragmentType<typeof EventCard_EventFragment>;
  eager?: boolean;
}) {
  const event = getFragmentData(EventCard_EventFragment, eventRef);
  const locale = useLocale();
  return (
    <article className="card h-100 border-0 shadow-sm event-card">
      <CoverImage
        cover={event.coverImage}
        sizes="(min-width: 992px) 25vw, (min-width: 576px) 45vw, 80vw"
        width={640}
        height={360}
        eager={eager}
        className="card-img-top"
        placeholderClassName="card-img-top bg-success-subtle"
      />
      <div className="card-body">
        <p className="small text-success fw-semibold mb-1">
          {formatEventDateTime(event.startsAt, event.timeZone, locale)}
        </p>
        <h3 className="h6 card-title mb-1">
          <a href={`/e/${event.slug}`} className="stretched-link text-reset text-decoration-none">
            {event.title}
          </a>
        </h3>
        <p className="small text-body-secondary mb-1">
          {event.venueName} · {event.organizer.name}
        </p>
        {event.lowestPriceMinor != null && (
          <p className="small fw-semibold mb-0">
            {event.lowestPriceMinor === 0
              ? 'Free'
              : `From ${formatPrice(event.lowestPriceMinor, event.currency, locale)}`}
          </p>
        )}
      </div>
    </article>
  );
}
