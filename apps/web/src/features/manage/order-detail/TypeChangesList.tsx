import { formatEventDateTime, formatPrice } from '@admit/shared';
import Badge from 'react-bootstrap/Badge';
import type { OrderDetailPage_DetailFragment as OrderDetail } from '../gql/graphql.ts';

type Change = OrderDetail['typeChanges'][number];

const STATUS = {
  AWAITING_PAYMENT: { label: 'Waiting for payment', bg: 'warning' },
  DONE: { label: 'Done', bg: 'success' },
  EXPIRED: { label: 'Not paid in time', bg: 'secondary' },
  CANCELLED: { label: 'Withdrawn', bg: 'secondary' },
} as const;

/** "Buyer pays £25.00 by 29 Nov, 18:00" / "£5.00 refunded": the money side of one change. */
function moneyWords(change: Change, currency: string, timeZone: string): string {
  if (change.differenceMinor < 0) return `${formatPrice(-change.differenceMinor, currency)} refunded`;
  if (change.differenceMinor === 0) return 'Same price';
  const by = change.expiresAt ? ` by ${formatEventDateTime(change.expiresAt, timeZone)}` : '';
  return change.status === 'AWAITING_PAYMENT'
    ? `The buyer pays ${formatPrice(change.differenceMinor, currency)}${by}`
    : `${formatPrice(change.differenceMinor, currency)} paid by the buyer`;
}

/** The order's ticket type changes, newest first; one waiting for the buyer's payment says until when. */
export function TypeChangesList({ detail, timeZone }: { detail: OrderDetail; timeZone: string }) {
  if (detail.typeChanges.length === 0) return null;
  const nameOf = (ticketId: string) => detail.tickets.find((t) => t.id === ticketId)?.attendeeName ?? 'A ticket';
  return (
    <>
      <h3 className="h6">Type changes</h3>
      <ul className="list-unstyled small mb-3" aria-label="Type changes of this order">
        {detail.typeChanges.map((c) => (
          <li key={c.id} className="mb-1" data-testid="type-change">
            <Badge bg={STATUS[c.status].bg} className="me-1">
              {STATUS[c.status].label}
            </Badge>
            {nameOf(c.ticketId)}: {c.fromTypeName} → {c.toTypeName}
            <span className="d-block text-body-secondary">{moneyWords(c, detail.order.currency, timeZone)}</span>
          </li>
        ))}
      </ul>
    </>
  );
}
