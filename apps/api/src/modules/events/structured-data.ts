import { currencyDigits, ticketAvailability, type TicketAvailability } from '@admit/shared';
import type { ImageMeta } from '../media/repo.ts';
import { servedWidth } from '../media/processing.ts';
import type { TicketTypeRow } from '../ticket-types/tables.ts';
import { summaryOf } from './presenter.ts';
import type { EventRow } from './tables.ts';

const AVAILABILITY: Record<TicketAvailability, string> = {
  ON_SALE: 'https://schema.org/InStock',
  SOLD_OUT: 'https://schema.org/SoldOut',
  NOT_YET_ON_SALE: 'https://schema.org/PreSale',
  SALES_ENDED: 'https://schema.org/Discontinued',
};

/**
 * schema.org's Event for search engines, in the page's HTML: what, when, where, who, and an offer per ticket type
 * anyone may buy (hidden types are left out), priced in the event's currency.
 */
export function eventStructuredData(
  event: EventRow,
  ticketTypes: readonly TicketTypeRow[],
  cover: ImageMeta | null,
  organizerName: string,
  origin: string,
  now = new Date(),
): Record<string, unknown> {
  const url = `${origin}/e/${event.slug}`;
  const digits = currencyDigits(event.currency);
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: event.title,
    description: summaryOf(event) || undefined,
    url,
    startDate: event.startsAt.toISOString(),
    endDate: event.endsAt.toISOString(),
    eventStatus:
      event.status === 'CANCELLED' ? 'https://schema.org/EventCancelled' : 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: { '@type': 'Place', name: event.venueName, address: event.venueAddress },
    image: cover ? [`${origin}/media/${cover.id}/${servedWidth(1200)}.webp`] : undefined,
    organizer: { '@type': 'Organization', name: organizerName },
    offers: ticketTypes
      .filter((t) => !t.hidden)
      .map((t) => ({
        '@type': 'Offer',
        name: t.name,
        price: (t.priceMinor / 10 ** digits).toFixed(digits),
        priceCurrency: event.currency,
        availability: AVAILABILITY[ticketAvailability(t, event.endsAt, now)],
        url,
        ...(t.salesStartAt ? { validFrom: t.salesStartAt.toISOString() } : {}),
      })),
  };
}

/** A JSON-LD block; `<` escaped so no text in it can close the script element. */
export function jsonLdScript(data: Record<string, unknown>): string {
  return `<script type="application/ld+json">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`;
}
