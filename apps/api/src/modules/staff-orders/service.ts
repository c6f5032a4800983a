import { randomBytes } from 'node:crypto';
import { staffOrderSchema, z } from '@admit/shared';
import { actorOf, recordAudit } from '../audit/record.ts';
import { badUserInput, notFound } from '../../common/errors.ts';
import type { RequestScope } from '../../common/scope.ts';
import { parseInput } from '../../common/validation.ts';
import { retryingConflicts } from '../../db/errors.ts';
import { isUuid } from '../../db/uuid.ts';
import { eventForOrderStaff } from '../order-detail/access.ts';
import { orderDetail, type OrderDetailView } from '../order-detail/service.ts';
import { hashClaimToken } from '../orders/access.ts';
import { refreshSearchText } from '../orders/list-fields.ts';
import { findOrderById } from '../orders/repo.ts';
import { holdInTransaction, holdOrSoldOut, type HoldPlan } from '../orders/service.ts';
import * as repo from './repo.ts';

/** Whose provider a pay-later order names: the money comes outside Admit, and staff record it (mark-paid.ts). */
export const OFFLINE_PROVIDER = 'OFFLINE';

const reserveSchema = staffOrderSchema.extend({
  eventId: z.uuid(),
  idempotencyKey: z.string().trim().min(8, 'Send a key of 8 to 100 characters.').max(100),
});

type Line = { ticketTypeId: string; quantity: number; attendeeNames: string[] };

/** Each place's name, in the order of the lines as given; a place left unnamed carries the buyer's name. */
function namedLines(
  lines: readonly { ticketTypeId: string; quantity: number }[],
  names: readonly string[],
  buyerName: string,
): Line[] {
  const places = lines.reduce((n, l) => n + l.quantity, 0);
  if (names.length > places) throw badUserInput({ attendeeNames: `Name at most the ${places} tickets chosen.` });
  let at = 0;
  return lines.map((line) => {
    const attendeeNames = Array.from({ length: line.quantity }, (_, i) => names[at + i] || buyerName);
    at += line.quantity;
    return { ...line, attendeeNames };
  });
}

/**
 * "Pay later": an owner or manager reserves places for a buyer who pays outside Admit (a bank transfer, cash).
 * The order is a hold like a shop's, through the same path (the event's share lock, each type's guarded update,
 * expired holds given back when short, SOLD_OUT), but it lasts payWithinDays and has its details already; no card
 * is asked for and nothing is mailed until it is marked paid. Capacity binds staff; the sale window, hidden types
 * and per-order limits do not (orders/service.ts checkLine). The same idempotency key again, from the same
 * person, answers the order it made.
 */
export async function reserveForBuyer(scope: RequestScope, input: unknown): Promise<OrderDetailView> {
  const wanted = parseInput(reserveSchema, input);
  const event = await eventForOrderStaff(scope, wanted.eventId, 'events.manage');
  // An id inside the input is not checked by the schema's ID guard (arguments only): no such type, said on its field.
  if (wanted.lines.some((l) => !isUuid(l.ticketTypeId))) {
    throw badUserInput({ lines: 'One of those ticket types is not available for this event.' });
  }
  const actor = await actorOf(scope);
  const lines = namedLines(wanted.lines, wanted.attendeeNames, wanted.buyerName);
  const plan: HoldPlan = {
    eventId: event.id,
    lines,
    code: null,
    buyer: { userId: null, email: wanted.buyerEmail, name: wanted.buyerName },
    // Nobody holds the token: the buyer's way to the order is the tickets mail, once paid.
    claimTokenHash: hashClaimToken(randomBytes(24).toString('base64url')),
    holdMinutes: wanted.payWithinDays * 24 * 60,
    byStaff: { paymentProvider: OFFLINE_PROVIDER },
  };
  const attempt = () =>
    retryingConflicts(() =>
      scope.db.transaction(async (tx) => {
        await repo.lockIdempotencyKey(tx, wanted.idempotencyKey);
        const earlier = actor.actorUserId
          ? await repo.findReservedWithKey(tx, actor.actorUserId, event.id, wanted.idempotencyKey)
          : null;
        if (earlier) return earlier;
        const { order } = await holdInTransaction(tx, scope, plan);
        await refreshSearchText(tx, [order.id]);
        await recordAudit(tx, {
          ...actor,
          organizationId: event.organizationId,
          eventId: event.id,
          action: 'order.reserved_by_staff',
          entityType: 'order',
          entityId: order.id,
          before: null,
          after: {
            status: order.status,
            code: order.code,
            totalMinor: order.totalMinor,
            holdExpiresAt: order.holdExpiresAt.toISOString(),
            payWithinDays: wanted.payWithinDays,
            idempotencyKey: wanted.idempotencyKey,
          },
        });
        return order.id;
      }),
    );
  const orderId = await holdOrSoldOut(scope.db, lines, attempt);
  const order = await findOrderById(scope.db, orderId);
  if (!order) throw notFound('Order');
  return orderDetail(scope.db, order, event);
}
