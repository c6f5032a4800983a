import { formatPrice, isOrderRefundable, z } from '@admit/shared';
import { badUserInput, conflict } from '../../common/errors.ts';
import type { RequestScope } from '../../common/scope.ts';
import { parseInput } from '../../common/validation.ts';
import { requireViewer } from '../identity/access.ts';
import * as orders from '../orders/repo.ts';
import { processRefund } from '../refunds/processing.ts';
import { insertTicketRefund } from '../refunds/service.ts';
import { runOrderAction } from './order-action.ts';
import { refundableOf } from './presenter.ts';
import type { OrderDetailView } from './service.ts';

const refundSchema = z
  .object({
    ticketIds: z.array(z.uuid()).max(100).nullish(),
    amountMinor: z.number().int().positive('Refund more than nothing.').nullish(),
    notifyBuyer: z.boolean(),
  })
  .refine((r) => !(r.ticketIds?.length && r.amountMinor), {
    path: ['amountMinor'],
    message: 'Refund either tickets or an amount, not both.',
  });

export type RefundChoice = z.input<typeof refundSchema>;

/**
 * Owners and managers refund from the order detail: its standing tickets (all, or those named: they stop admitting
 * anyone and their places go back on sale), or an amount of money alone (the tickets stay good: a gesture, a
 * partial service), at most what is still refundable. With notifyBuyer off, the buyer is not mailed. Recorded in
 * the order's lock with the action's idempotency key, so a double click refunds once; the provider is asked after
 * commit, with the refund's id as its own key.
 */
export async function refundFromDetail(
  scope: RequestScope,
  input: unknown,
  choice: RefundChoice,
): Promise<OrderDetailView> {
  const wanted = parseInput(refundSchema, choice);
  const requestedBy = (await requireViewer(scope)).user.id;
  return runOrderAction(scope, input, async ({ tx, order }) => {
    if (!isOrderRefundable(order.status))
      throw conflict(`This order is ${order.status.toLowerCase()}; only a paid order can be refunded.`);
    let refund;
    if (wanted.amountMinor) {
      const left = refundableOf(order, await orders.findRefundsByOrderIds(tx, [order.id]));
      if (wanted.amountMinor > left) {
        throw badUserInput({ amountMinor: `At most ${formatPrice(left, order.currency)} can go back.` });
      }
      refund = await orders.insertRefund(tx, {
        orderId: order.id,
        amountMinor: wanted.amountMinor,
        ticketIds: [],
        reason: 'REQUESTED',
        requestedBy,
        notifyBuyer: wanted.notifyBuyer,
      });
    } else {
      refund = await insertTicketRefund(tx, {
        order,
        ticketIds: wanted.ticketIds,
        requestedBy,
        notifyBuyer: wanted.notifyBuyer,
      });
    }
    const recorded = refund;
    return {
      record: {
        action: 'order.refund_requested',
        entityType: 'order',
        entityId: order.id,
        before: { status: order.status, refundedMinor: order.refundedMinor },
        after: {
          refundId: recorded.id,
          amountMinor: recorded.amountMinor,
          ticketIds: recorded.ticketIds,
          buyerNotified: wanted.notifyBuyer,
        },
      },
      afterCommit: () => processRefund(scope, recorded),
    };
  });
}
