import { formatEventDateTime, formatPrice } from '@admit/shared';
import Badge from 'react-bootstrap/Badge';
import ListGroup from 'react-bootstrap/ListGroup';
import { graphql } from '../gql/index.ts';
import { getFragmentData, type FragmentType } from '../../../lib/fragment-masking.ts';
import { useLocale } from '../../../lib/locale.ts';
import type { TicketList_TicketTypeFragment as TicketListTicketType } from '../gql/graphql.ts';
import { TicketAvailabilityBadge } from '../../../ui/TicketAvailabilityBadge.tsx';
import { QuantityStepper } from './QuantityStepper.tsx';

export const TicketList_TicketTypeFragment = graphql(`
  fragment TicketList_ticketType on TicketType {
    id
    name
    description
    priceMinor
    offerPriceMinor
    availability
    salesStartAt
    salesEndAt
    minPerOrder
    maxPerOrder
    hidden
    waitingListOpen
  }
`);

function detail(t: TicketListTicketType, timeZone: string, locale: string | undefined): string | null {
  if (t.availability === 'NOT_YET_ON_SALE' && t.salesStartAt) {
    return `On sale ${formatEventDateTime(t.salesStartAt, timeZone, locale)}`;
  }
  if (t.availability === 'ON_SALE' && t.salesEndAt)
    return `Sales close ${formatEventDateTime(t.salesEndAt, timeZone, locale)}`;
  return null;
}

/**
 * Every ticket type with its price (in the event's currency) and where its sales stand; with a selection, a
 * quantity stepper for each type on sale.
 */
export function TicketList({
  ticketTypes: ticketTypeRefs,
  currency,
  timeZone,
  selection,
  eventCancelled = false,
  eventSlug,
}: {
  ticketTypes: readonly FragmentType<typeof TicketList_TicketTypeFragment>[];
  currency: string;
  timeZone: string;
  selection?: {
    quantities: Readonly<Record<string, number>>;
    onChange: (ticketTypeId: string, quantity: number) => void;
  };
  /** The event was cancelled: whatever its types' sales dates say, none is on sale. */
  eventCancelled?: boolean;
  /** Where a sold-out type's "Join the waiting list" leads (the event's address); none without it. */
  eventSlug?: string;
}) {
  const ticketTypes = getFragmentData(TicketList_TicketTypeFragment, ticketTypeRefs);
  const locale = useLocale();
  if (ticketTypes.length === 0) {
    return <p className="text-body-secondary">No tickets are listed for this event.</p>;
  }
  return (
    <ListGroup as="ul" aria-label="Ticket types">
      {ticketTypes.map((t) => {
        const note = eventCancelled ? null : detail(t, timeZone, locale);
        return (
          <ListGroup.Item as="li" key={t.id} className="d-flex justify-content-between align-items-start gap-3 py-3">
            <div>
              <h3 className="h6 mb-1">
                {t.name}
                {t.hidden && (
                  <Badge bg="warning" text="dark" className="ms-2">
                    Unlocked
                  </Badge>
                )}
              </h3>
              {t.description && <p className="small text-body-secondary mb-1">{t.description}</p>}
              {note && <p className="small mb-0">{note}</p>}
            </div>
            <div className="text-end flex-shrink-0">
              <TicketPrice priceMinor={t.priceMinor} offerPriceMinor={t.offerPriceMinor ?? null} currency={currency} />
              {eventCancelled ? (
                <Badge bg="secondary" data-availability="CANCELLED">
                  Not on sale
                </Badge>
              ) : (
                <TicketAvailabilityBadge availability={t.availability} />
              )}
              {eventSlug && !eventCancelled && t.waitingListOpen && (
                <a
                  className="btn btn-outline-primary btn-sm mt-2 d-block"
                  href={`/e/${encodeURIComponent(eventSlug)}/waiting-list/${t.id}`}
                >
                  Join the waiting list
                </a>
              )}
              {selection && !eventCancelled && t.availability === 'ON_SALE' && (
                <div className="mt-2">
                  <QuantityStepper
                    name={t.name}
                    quantity={selection.quantities[t.id] ?? 0}
                    min={t.minPerOrder}
                    max={t.maxPerOrder}
                    onChange={(quantity) => selection.onChange(t.id, quantity)}
                  />
                </div>
              )}
            </div>
          </ListGroup.Item>
        );
      })}
    </ListGroup>
  );
}

/** A type's price; under a promo code, the code's price with the type's own struck through beside it. */
function TicketPrice({
  priceMinor,
  offerPriceMinor,
  currency,
}: {
  priceMinor: number;
  offerPriceMinor: number | null;
  currency: string;
}) {
  const locale = useLocale();
  if (offerPriceMinor === null || offerPriceMinor === priceMinor) {
    return <p className="fw-semibold mb-1">{formatPrice(priceMinor, currency, locale)}</p>;
  }
  return (
    <p className="fw-semibold mb-1" data-testid="offer-price">
      <del className="text-body-secondary fw-normal me-1">
        <span className="visually-hidden">was </span>
        {formatPrice(priceMinor, currency, locale)}
      </del>
      <span className="text-success">
        <span className="visually-hidden">now </span>
        {formatPrice(offerPriceMinor, currency, locale)}
      </span>
    </p>
  );
}
