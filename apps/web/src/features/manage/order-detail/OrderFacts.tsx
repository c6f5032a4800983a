import { formatEventDateTime, formatPrice } from '@admit/shared';
import type { OrderDetailPage_DetailFragment as OrderDetail } from '../gql/graphql.ts';

const REFUND_STATUS = { PENDING: 'Pending', SUCCEEDED: 'Refunded', FAILED: 'Failed' } as const;
const PROVIDER = {
  STRIPE: 'Stripe',
  SIMULATED: 'Simulated card processor',
  FREE: 'Free order',
  OFFLINE: 'Paid outside Admit',
} as const;
const providerName = (p: string) => (p in PROVIDER ? PROVIDER[p as keyof typeof PROVIDER] : p);

/** Who bought, when, what it cost and what went back; its lines, payment and refunds. */
export function OrderFacts({ detail, timeZone }: { detail: OrderDetail; timeZone: string }) {
  const { order } = detail;
  const price = (minor: number) => formatPrice(minor, order.currency);
  const when = (at: string) => formatEventDateTime(at, timeZone);
  return (
    <>
      <dl className="row small mb-3">
        <dt className="col-5 col-md-3 fw-normal text-body-secondary">Buyer</dt>
        <dd className="col-7 col-md-9 mb-1 text-break">{order.buyerEmail ?? 'No email given'}</dd>
        <dt className="col-5 col-md-3 fw-normal text-body-secondary">Ordered</dt>
        <dd className="col-7 col-md-9 mb-1">{when(order.createdAt)}</dd>
        {order.status === 'RESERVED' && (
          <>
            <dt className="col-5 col-md-3 fw-normal text-body-secondary">Hold ends</dt>
            <dd className="col-7 col-md-9 mb-1" data-testid="hold-ends">
              {when(order.holdExpiresAt)}
            </dd>
          </>
        )}
        <dt className="col-5 col-md-3 fw-normal text-body-secondary">Total</dt>
        <dd className="col-7 col-md-9 mb-1">{price(order.totalMinor)}</dd>
        {order.refundedMinor > 0 && (
          <>
            <dt className="col-5 col-md-3 fw-normal text-body-secondary">Refunded</dt>
            <dd className="col-7 col-md-9 mb-1">{price(order.refundedMinor)}</dd>
          </>
        )}
      </dl>

      <h3 className="h6">Lines</h3>
      <ul className="list-unstyled small mb-3">
        {order.lines.map((l) => (
          <li key={l.id} className="d-flex justify-content-between gap-2">
            <span>
              {l.quantity} × {l.ticketTypeName} at {price(l.unitPriceMinor)}
            </span>
            <span>{price(l.totalMinor)}</span>
          </li>
        ))}
      </ul>

      <h3 className="h6">Payment</h3>
      {detail.payments.length === 0 ? (
        <p className="small text-body-secondary">Not paid.</p>
      ) : (
        <ul className="list-unstyled small mb-3" aria-label="Payments">
          {detail.payments.map((p) => (
            <li key={p.reference ?? p.provider}>
              {price(p.amountMinor)} · {providerName(p.provider)}
              {p.cardLast4 ? ` · card ending ${p.cardLast4}` : ''}
              {p.paidAt ? ` · ${when(p.paidAt)}` : ''}
              {p.reference && <span className="d-block text-body-secondary text-break">Reference {p.reference}</span>}
            </li>
          ))}
        </ul>
      )}

      {order.refunds.length > 0 && (
        <>
          <h3 className="h6">Refunds</h3>
          <ul className="list-unstyled small mb-3" aria-label="Refunds of this order">
            {order.refunds.map((r) => (
              <li key={r.id}>
                {price(r.amountMinor)}
                {r.ticketCount > 0 ? ` for ${r.ticketCount} ${r.ticketCount === 1 ? 'ticket' : 'tickets'}` : ''} ·{' '}
                {REFUND_STATUS[r.status]} · {when(r.createdAt)}
              </li>
            ))}
          </ul>
        </>
      )}
    </>
  );
}
