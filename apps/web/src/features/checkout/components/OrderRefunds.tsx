import { formatEventDateTime, formatPrice } from '@admit/shared';
import type { OrderPageQuery } from '../gql/graphql.ts';
import { browserTimeZone } from '../../../lib/time-zone.ts';

type Refund = OrderPageQuery['order']['refunds'][number];

/** The order's refunds, each with its amount, its tickets, and whether it has reached the buyer. */
export function OrderRefunds({ refunds, currency }: { refunds: readonly Refund[]; currency: string }) {
  if (refunds.length === 0) return null;
  return (
    <section aria-labelledby="refunds-heading" className="mb-3">
      <h2 id="refunds-heading" className="h5">
        Refunds
      </h2>
      <ul className="small ps-3">
        {refunds.map((r) => (
          <li key={r.id}>
            {formatPrice(r.amountMinor, currency)} for {r.ticketCount} {r.ticketCount === 1 ? 'ticket' : 'tickets'},{' '}
            {formatEventDateTime(r.createdAt, browserTimeZone())}
            {r.status === 'PENDING' && ' (on its way)'}
            {r.status === 'FAILED' && ' (not completed yet; we are trying again)'}
          </li>
        ))}
      </ul>
    </section>
  );
}
