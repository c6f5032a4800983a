import { formatPrice } from '@admit/shared';
import ListGroup from 'react-bootstrap/ListGroup';
import { graphql } from '../gql/index.ts';
import { getFragmentData, type FragmentType } from '../../../lib/fragment-masking.ts';
import { TicketAvailabilityBadge } from '../../../ui/TicketAvailabilityBadge.tsx';

export const SalesSummary_EventFragment = graphql(`
  fragment SalesSummary_event on Event {
    currency
    ticketTypes {
      id
      name
      availability
      quantitySold
      capacity
    }
    sales {
      ticketsSold
      capacity
      revenueMinor
    }
  }
`);

/**
 * The overview's short account of sales: tickets sold against capacity and, for those who may see money, the
 * revenue; then each ticket type's state and count. A count the viewer may not see is left out, never shown as "?".
 */
export function SalesSummary({ event: eventRef }: { event: FragmentType<typeof SalesSummary_EventFragment> }) {
  const event = getFragmentData(SalesSummary_EventFragment, eventRef);
  const { sales } = event;
  return (
    <section aria-labelledby="sales-heading" className="mb-4">
      <h3 id="sales-heading" className="h6">
        Sales
      </h3>
      {sales && (
        <dl className="row mb-2" data-testid="sales-totals">
          <dt className="col-6 fw-normal text-body-secondary">Tickets sold</dt>
          <dd className="col-6 text-end mb-1">
            {sales.ticketsSold} / {sales.capacity}
          </dd>
          {sales.revenueMinor !== null && sales.revenueMinor !== undefined && (
            <>
              <dt className="col-6 fw-normal text-body-secondary">Revenue</dt>
              <dd className="col-6 text-end mb-1">{formatPrice(sales.revenueMinor, event.currency)}</dd>
            </>
          )}
        </dl>
      )}
      {event.ticketTypes.length === 0 ? (
        <p className="text-body-secondary">No ticket types yet.</p>
      ) : (
        <ListGroup as="ul" aria-label="Sales by ticket type">
          {event.ticketTypes.map((t) => (
            <ListGroup.Item as="li" key={t.id} className="d-flex justify-content-between align-items-center gap-2">
              <span className="text-break">{t.name}</span>
              <span className="text-end flex-shrink-0">
                <TicketAvailabilityBadge availability={t.availability} />
                {t.quantitySold !== null && t.capacity !== null && (
                  <span className="d-block small text-body-secondary">
                    {t.quantitySold} / {t.capacity} sold
                  </span>
                )}
              </span>
            </ListGroup.Item>
          ))}
        </ListGroup>
      )}
    </section>
  );
}
