import { formatEventDateTime, formatPrice, isOrderRefundable } from '@admit/shared';
import Button from 'react-bootstrap/Button';
import type { ManagedOrder_OrderFragment as ManagedOrderData } from '../gql/graphql.ts';
import { refundableTicketIds, refundAmountMinor } from '../refund-amount.ts';
import { OrderAnswers } from './OrderAnswers.tsx';
import { OrderSummary } from './OrderSummary.tsx';
import { OrderTickets } from './OrderTickets.tsx';
import { RefundModal } from './RefundModal.tsx';
import { useRefund } from './use-refund.ts';

const REFUND_STATUS = { PENDING: 'Pending', SUCCEEDED: 'Refunded', FAILED: 'Failed' } as const;

/** One order opened: its lines, tickets and refunds, with refunds of the whole order or of one ticket. */
export function ManagedOrder({ order, timeZone }: { order: ManagedOrderData; timeZone: string }) {
  const refund = useRefund(order);
  const price = (minor: number) => formatPrice(minor, order.currency);
  const refundable = isOrderRefundable(order.status);
  const validIds = refundableTicketIds(order);

  return (
    <div className="pt-2" data-testid="managed-order">
      <OrderSummary order={order} timeZone={timeZone} price={price} />
      <OrderTickets order={order} refundable={refundable} price={price} onRefund={refund.ask} />
      <OrderAnswers answers={order.answers} attendeeNames={order.tickets.map((t) => t.attendeeName)} />

      {refundable && validIds.length > 0 && (
        <Button
          variant="outline-danger"
          className="w-100 mb-2"
          onClick={() =>
            refund.ask({
              ticketIds: validIds,
              wholeOrder: true,
              amountMinor: refundAmountMinor(order, validIds),
              label: validIds.length === order.tickets.length ? 'the whole order' : 'every ticket still valid',
            })
          }
        >
          Refund order
        </Button>
      )}

      {order.refunds.length > 0 && (
        <>
          <h4 className="h6 mb-1">Refunds</h4>
          <ul className="list-unstyled small mb-0" aria-label="Refunds of this order">
            {order.refunds.map((r) => (
              <li key={r.id}>
                {price(r.amountMinor)} for {r.ticketCount} {r.ticketCount === 1 ? 'ticket' : 'tickets'} ·{' '}
                {REFUND_STATUS[r.status]} · {formatEventDateTime(r.createdAt, timeZone)}
              </li>
            ))}
          </ul>
        </>
      )}

      <RefundModal
        refunding={refund.refunding}
        action={refund.action}
        buyerEmail={order.buyerEmail}
        price={price}
        onConfirm={() => void refund.confirm()}
        onCancel={refund.cancel}
      />
    </div>
  );
}
