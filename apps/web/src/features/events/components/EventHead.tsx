import { formatEventDateTime, FULL_COLUMN_IMAGE_SIZES, priceInputOf, type TicketAvailability } from '@admit/shared';
import { graphql } from '../gql/index.ts';
import { getFragmentData, type FragmentType } from '../../../lib/fragment-masking.ts';
import { scriptJson } from '../../../lib/script-json.ts';
import type { EventHead_EventFragment as HeadEvent } from '../gql/graphql.ts';

export const EventHead_EventFragment = graphql(`
  fragment EventHead_event on Event {
    slug
    title
    summary
    venueName
    venueAddress
    startsAt
    endsAt
    timeZone
    currency
    status
    organizer {
      name
    }
    coverImage {
      url(width: 960)
      srcSet
      shareUrl: url(width: 1200)
    }
    # The page's own field and arguments (EventPage_event), so the API resolves the ticket types once.
    ticketTypes(unlockCode: $unlockCode) {
      name
      hidden
      priceMinor
      availability
      salesStartAt
    }
  }
`);

const AVAILABILITY: Record<TicketAvailability, string> = {
  ON_SALE: 'https://schema.org/InStock',
  SOLD_OUT: 'https://schema.org/SoldOut',
  NOT_YET_ON_SALE: 'https://schema.org/PreSale',
  SALES_ENDED: 'https://schema.org/Discontinued',
  CANCELLED: 'https://schema.org/Discontinued',
};

/**
 * What an event page says in its <head>, written on the server for those who read the HTML without running it:
 * the title, link previews (Open Graph), search engines (schema.org's Event as JSON-LD, with an offer per ticket
 * type anyone may buy), and the cover, the page's largest paint, asked for with the HTML in the size the
 * gallery will pick.
 */
export function EventHead({
  event: eventRef,
  origin,
  locale,
}: {
  event: FragmentType<typeof EventHead_EventFragment>;
  /** The site's configured address, never the request's Host header, which the client controls. */
  origin: string;
  locale: string;
}) {
  const event = getFragmentData(EventHead_EventFragment, eventRef);
  const url = `${origin}/e/${event.slug}`;
  const when = formatEventDateTime(event.startsAt, event.timeZone, locale);
  const description = event.summary || `${when} at ${event.venueName}`;
  const image = event.coverImage ? `${origin}${event.coverImage.shareUrl}` : null;
  return (
    <>
      <title>{`${event.title} · Admit`}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={url} />
      {event.coverImage && (
        <link
          rel="preload"
          as="image"
          fetchPriority="high"
          href={event.coverImage.url}
          imageSrcSet={event.coverImage.srcSet}
          imageSizes={FULL_COLUMN_IMAGE_SIZES}
        />
      )}
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content="Admit" />
      <meta property="og:title" content={event.title} />
      <meta property="og:description" content={`${when} · ${event.venueName}. ${description}`.slice(0, 300)} />
      <meta property="og:url" content={url} />
      {image && <meta property="og:image" content={image} />}
      <meta name="twitter:card" content={image ? 'summary_large_image' : 'summary'} />
      <script
        type="application/ld+json"
        dangerouslySetInnerHTML={{ __html: scriptJson(structuredData(event, url, image)) }}
      />
    </>
  );
}

/** schema.org's Event: what, when, where, who, and an offer per ticket type anyone may buy (hidden ones left out). */
function structuredData(event: HeadEvent, url: string, image: string | null): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: event.title,
    description: event.summary || undefined,
    url,
    startDate: event.startsAt,
    endDate: event.endsAt,
    eventStatus:
      event.status === 'CANCELLED' ? 'https://schema.org/EventCancelled' : 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: { '@type': 'Place', name: event.venueName, address: event.venueAddress },
    image: image ? [image] : undefined,
    organizer: { '@type': 'Organization', name: event.organizer.name },
    offers: event.ticketTypes
      .filter((t) => !t.hidden)
      .map((t) => ({
        '@type': 'Offer',
        name: t.name,
        price: priceInputOf(t.priceMinor, event.currency),
        priceCurrency: event.currency,
        availability: AVAILABILITY[t.availability],
        url,
        ...(t.salesStartAt ? { validFrom: t.salesStartAt } : {}),
      })),
  };
}
