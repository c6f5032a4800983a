import { formatEventDateTime } from '@admit/shared';
import type { OrderPageQuery } from '../gql/graphql.ts';
import { browserTimeZone } from '../../../lib/time-zone.ts';

type Order = Pick<OrderPageQuery['order'], 'paymentProvider' | 'buyerEmail'>;

function paymentMethod(order: Order): string {
  if (order.paymentProvider === 'STRIPE') return 'Card, through Stripe';
  if (order.paymentProvider === 'SIMULATED') return 'Card, simulated test payment (no money moved)';
  return 'Free: nothing to pay';
}

/** A paid order's payment: when, how, and where its confirmation went. */
export function OrderPayment({ order, paidAt }: { order: Order; paidAt: string }) {
  return (
    <section aria-labelledby="payment-heading" className="mb-3">
      <h2 id="payment-heading" className="h5">
        Payment
      </h2>
      <dl className="row small mb-0">
        <dt className="col-5">Paid</dt>
        <dd className="col-7">{formatEventDateTime(paidAt, browserTimeZone())}</dd>
        <dt className="col-5">Method</dt>
        <dd className="col-7">{paymentMethod(order)}</dd>
        {order.buyerEmail && (
          <>
            <dt className="col-5">Confirmation to</dt>
            <dd className="col-7 text-break">{order.buyerEmail}</dd>
          </>
        )}
      </dl>
    </section>
  );
}
