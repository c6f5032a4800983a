import { formatEventDateTime } from '@admit/shared';
import type { ManagedOrder_OrderFragment as ManagedOrderData } from '../gql/graphql.ts';

type Props = { order: ManagedOrderData; timeZone: string; price: (minor: number) => string };

/** When an order was made and paid, what it cost (and the promo code it used) and what went back, and its lines. */
export function OrderSummary({ order, timeZone, price }: Props) {
  return (
    <>
      <dl className="row small mb-2">
        <dt className="col-4 fw-normal text-body-secondary">Ordered</dt>
        <dd className="col-8 mb-1">{formatEventDateTime(order.createdAt, timeZone)}</dd>
        {order.paidAt && (
          <>
            <dt className="col-4 fw-normal text-body-secondary">Paid</dt>
            <dd className="col-8 mb-1">{formatEventDateTime(order.paidAt, timeZone)}</dd>
          </>
        )}
        <dt className="col-4 fw-normal text-body-secondary">Total</dt>
        <dd className="col-8 mb-1">{price(order.totalMinor)}</dd>
        {order.promoCode && (
          <>
            <dt className="col-4 fw-normal text-body-secondary">Promo code</dt>
            <dd className="col-8 mb-1" data-testid="order-promo-code">
              {`${order.promoCode}, ${price(order.discountMinor)} off`}
            </dd>
          </>
        )}
        {order.refundedMinor > 0 && (
          <>
            <dt className="col-4 fw-normal text-body-secondary">Refunded</dt>
            <dd className="col-8 mb-1">{price(order.refundedMinor)}</dd>
          </>
        )}
      </dl>

      <h4 className="h6 mb-1">Lines</h4>
      <ul className="list-unstyled small mb-2">
        {order.lines.map((l) => (
          <li key={l.id} className="d-flex justify-content-between gap-2">
            <span>
              {l.quantity} × {l.ticketTypeName}
            </span>
            <span>{price(l.totalMinor)}</span>
          </li>
        ))}
      </ul>
    </>
  );
}
