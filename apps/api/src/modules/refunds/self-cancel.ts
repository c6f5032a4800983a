import {
  cancelDeadline,
  formatEventDateTime,
  isOrderRefundable,
  policyRefundMinor,
  refundPolicySummary,
  z,
} from '@admit/shared';
import { sql } from 'drizzle-orm';
import { actorOf, recordAudit } from '../audit/record.ts';
import { conflict, forbidden } from '../../common/errors.ts';
import type { RequestScope } from '../../common/scope.ts';
import type { Db } from '../../db/client.ts';
import { retryingConflicts } from '../../db/errors.ts';
import { rowsOf } from '../../db/rows.ts';
import { findEventById } from '../events/repo.ts';
import { refundPolicyOf } from '../events/refund-policy.ts';
import type { EventRow } from '../events/tables.ts';
import { accessOrder, type OrderKeys } from '../orders/access.ts';
import * as repo from '../orders/repo.ts';
import type { OrderRow } from '../orders/tables.ts';
import { processRefund } from './processing.ts';
import { priceOf, refundableTickets } from './refundable.ts';

/** What cancelling the order now would give back under its event's policy, or why it cannot be cancelled. */
export type CancellationQuote = {
  allowed: boolean;
  amountMinor: number;
  /** The last moment to cancel; null when the policy allows no cancelling. */
  deadline: Date | null;
  /** Why not, in words; null when it can be cancelled. */
  reason: string | null;
  policy: string;
  ticketIds: string[];
};

/**
 * The quote the order page shows and the cancel re-checks in its transaction: its still-valid tickets (not in a
 * refund under way), what they cost (never more than is left of the total), and the policy's share of that.
 */
export async function quoteCancellation(db: Db, order: OrderRow, event: EventRow, now = new Date()) {
  const policy = refundPolicyOf(event);
  const deadline = cancelDeadline(policy, event.startsAt);
  const base = { amountMinor: 0, deadline, policy: refundPolicySummary(policy), ticketIds: [] };
  const refuse = (reason: string): CancellationQuote => ({ ...base, allowed: false, reason });
  if (!isOrderRefundable(order.status)) return refuse('Only a paid order can be cancelled.');
  if (!deadline) return refuse(refundPolicySummary(policy));
  if (now > deadline) {
    return refuse(`Cancelling closed on ${formatEventDateTime(deadline, event.timeZone)}.`);
  }
  const tickets = await refundableTickets(db, order.id);
  if (tickets.length === 0) return refuse('Every ticket of this order is already refunded.');
  // A ticket passed on is someone else's now: its buyer cannot cancel it from under them.
  if (tickets.some((t) => t.holderEmail !== null)) {
    return refuse('A ticket of this order was passed on to someone else, so the order can no longer be cancelled.');
  }
  // A ticket that has been let in has been used: the order cannot be cancelled for a refund any more.
  if (
    await anyCheckedIn(
      db,
      tickets.map((t) => t.id),
    )
  ) {
    return refuse('A ticket of this order has been used at the door, so it can no longer be cancelled.');
  }
  const paid = Math.min(await priceOf(db, order.id, tickets), order.totalMinor - order.refundedMinor);
  const amountMinor = policyRefundMinor(policy, paid);
  return { ...base, allowed: true, reason: null, amountMinor, ticketIds: tickets.map((t) => t.id) };
}

/** Whether any of these tickets was let in at the door, on any list (check-in's own table, read by SQL). */
async function anyCheckedIn(db: Db, ticketIds: readonly string[]): Promise<boolean> {
  const rows = await rowsOf(
    db,
    sql`select 1 as one from check_in_states where ticket_id in (${sql.join(
      ticketIds.map((id) => sql`${id}::uuid`),
      sql`, `,
    )}) limit 1`,
    z.object({ one: z.number() }),
  );
  return rows.length > 0;
}

/** The order's own reader (its buyer, or the access link mailed to them): an organizer refunds instead. */
async function ownOrder(scope: RequestScope, id: string, keys: OrderKeys) {
  const { order, access } = await accessOrder(scope, id, keys);
  if (access !== 'BUYER' && access !== 'ACCESS_LINK') {
    throw forbidden('Only the buyer can cancel their order; organizers refund it from the back office.');
  }
  const event = await findEventById(scope.db, order.eventId);
  if (!event) throw new Error(`order ${order.id} without its event`);
  return { order, event };
}

export async function cancellationOf(scope: RequestScope, order: OrderRow): Promise<CancellationQuote | null> {
  const event = await findEventById(scope.db, order.eventId);
  return event ? quoteCancellation(scope.db, order, event) : null;
}

/**
 * The buyer cancels their order under the event's refund policy: the amount they were shown is checked again with
 * the order locked (a changed amount is refused, so nobody gets less than they agreed to), the refund is recorded
 * for every still-valid ticket and asked of the provider after commit, through the same path as an organizer's: the
 * tickets are voided and their places go back on sale when the provider confirms. A second cancel finds no ticket
 * left to refund and is refused.
 */
export async function cancelOwnOrder(
  scope: RequestScope,
  id: string,
  keys: OrderKeys,
  expectedAmountMinor: number,
): Promise<OrderRow> {
  const { order, event } = await ownOrder(scope, id, keys);
  const viewer = await scope.viewer();
  const actor = await actorOf(scope);
  const refund = await retryingConflicts(() =>
    scope.db.transaction(async (tx) => {
      const locked = await repo.lockOrder(tx, id);
      if (!locked) throw conflict('Only a paid order can be cancelled.');
      // The policy and the start as they are now, not as read before the order was locked.
      const current = (await findEventById(tx, locked.eventId)) ?? event;
      const quote = await quoteCancellation(tx, locked, current);
      if (!quote.allowed) throw conflict(quote.reason ?? 'This order cannot be cancelled.');
      if (quote.amountMinor !== expectedAmountMinor) {
        throw conflict('What you would get back has changed: look at the amount again before cancelling.');
      }
      const recorded = await repo.insertRefund(tx, {
        orderId: locked.id,
        amountMinor: quote.amountMinor,
        ticketIds: quote.ticketIds,
        reason: 'BUYER_CANCELLED',
        requestedBy: viewer?.user.id ?? null,
        notifyBuyer: true,
      });
      await recordAudit(tx, {
        ...actor,
        organizationId: event.organizationId,
        eventId: event.id,
        action: 'order.cancelled_by_buyer',
        entityType: 'order',
        entityId: locked.id,
        before: { status: locked.status, refundedMinor: locked.refundedMinor },
        after: { refundId: recorded.id, amountMinor: recorded.amountMinor, policy: quote.policy },
      });
      return recorded;
    }),
  );
  await processRefund(scope, refund);
  return (await repo.findOrderById(scope.db, id)) ?? order;
}
