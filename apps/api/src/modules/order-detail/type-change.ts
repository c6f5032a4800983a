import { formatPrice, isOrderChangeable, z } from '@admit/shared';
import { badUserInput, conflict } from '../../common/errors.ts';
import type { RequestScope } from '../../common/scope.ts';
import { parseInput } from '../../common/validation.ts';
import type { Db } from '../../db/client.ts';
import type { EventRow } from '../events/tables.ts';
import { newAccessToken } from '../orders/access.ts';
import { enqueueIfProven } from '../orders/order-mail.ts';
import * as orders from '../orders/repo.ts';
import type { OrderLineRow, OrderRow } from '../orders/tables.ts';
import * as changes from '../orders/ticket-changes-repo.ts';
import { processRefund } from '../refunds/processing.ts';
import { findTicketTypeById } from '../ticket-types/repo.ts';
import type { TicketTypeRow } from '../ticket-types/tables.ts';
import type { TicketSigner } from '../tickets/keyring.ts';
import { findTicketById, findTicketsByOrderIds } from '../tickets/repo.ts';
import type { TicketRow } from '../tickets/tables.ts';
import { typeChangePaymentMail } from './mails.ts';
import { runOrderAction, type ActionOutcome } from './order-action.ts';
import type { OrderDetailView } from './service.ts';
import { moveTicketToType } from './type-change-move.ts';

/** How long the buyer has to pay for a dearer type; its place is held meanwhile. */
export const TYPE_CHANGE_PAYMENT_HOURS = 72;

const changeSchema = z.object({ ticketId: z.uuid(), ticketTypeId: z.uuid() });

type Change = {
  tx: Db;
  order: OrderRow;
  event: EventRow;
  ticket: TicketRow;
  line: OrderLineRow;
  from: TicketTypeRow;
  to: TicketTypeRow;
  requestedBy: string | null;
};

/** What the ticket, its line and both types are, checked against the locked order; the new type's place held. */
async function readChange(tx: Db, order: OrderRow, event: EventRow, wanted: z.infer<typeof changeSchema>) {
  if (!isOrderChangeable(order.status)) throw conflict('Only the tickets of a paid order can change type.');
  const ticket = (await findTicketsByOrderIds(tx, [order.id])).find((t) => t.id === wanted.ticketId);
  if (!ticket) throw conflict('That ticket is not part of this order.');
  if (ticket.status !== 'VALID') throw conflict('That ticket was voided; its type can no longer change.');
  if (ticket.ticketTypeId === wanted.ticketTypeId)
    throw badUserInput({ ticketTypeId: 'The ticket is already of this type.' });
  const [to, from] = await Promise.all([
    findTicketTypeById(tx, wanted.ticketTypeId),
    findTicketTypeById(tx, ticket.ticketTypeId),
  ]);
  if (!to || to.eventId !== event.id) throw badUserInput({ ticketTypeId: 'Not a ticket type of this event.' });
  const line = (await orders.findLinesByOrderIds(tx, [order.id])).find((l) => l.id === ticket.orderLineId);
  if (!from || !line) throw new Error(`ticket ${ticket.id} has no line or type`);
  const waiting = (await changes.findTicketChangesOfOrder(tx, order.id)).some(
    (c) => c.ticketId === ticket.id && c.status === 'AWAITING_PAYMENT',
  );
  if (waiting) throw conflict('A change of this ticket is waiting for the buyer’s payment; it can change again after.');
  // The new type's place first: a sold-out type refuses before anything moves.
  // People waiting for the type come first: a place that came back is theirs, not a move's.
  if (!(await orders.holdPlaces(tx, to.id, 1, { waitingListFirst: true }))) {
    throw conflict(`${to.name} is sold out: no place left to move to.`);
  }
  return { ticket, line, from, to };
}

const record = (c: Change, action: 'ticket.type_changed' | 'ticket.type_change_requested', after: object) => ({
  action,
  entityType: 'ticket' as const,
  entityId: c.ticket.id,
  before: { ticketType: c.from.name, unitPriceMinor: c.line.unitPriceMinor },
  after: { ticketType: c.to.name, ...after },
});

/** Cheaper or the same price: moved now; the difference, if any, refunded to the card after commit. */
async function changeNow(c: Change, sign: TicketSigner, scope: RequestScope): Promise<ActionOutcome> {
  const difference = c.line.unitPriceMinor - c.to.priceMinor;
  await moveTicketToType(c.tx, sign, { ...c, toTicketTypeId: c.to.id, unitPriceMinor: c.to.priceMinor });
  await changes.insertTicketChange(c.tx, {
    orderId: c.order.id,
    ticketId: c.ticket.id,
    fromTicketTypeId: c.from.id,
    toTicketTypeId: c.to.id,
    differenceMinor: -difference,
    status: 'DONE',
    requestedBy: c.requestedBy,
    completedAt: new Date(),
  });
  await orders.updateOrder(c.tx, c.order.id, {});
  const refund =
    difference > 0
      ? await orders.insertRefund(c.tx, {
          orderId: c.order.id,
          amountMinor: difference,
          ticketIds: [],
          reason: 'TYPE_CHANGED',
          requestedBy: c.requestedBy,
        })
      : null;
  return {
    record: record(c, 'ticket.type_changed', { unitPriceMinor: c.to.priceMinor, refundMinor: difference }),
    afterCommit: refund ? () => processRefund(scope, refund) : undefined,
  };
}

/** Dearer: the new place held, the buyer mailed a link to pay the difference; the move waits for the payment. */
async function askToPay(c: Change, scope: RequestScope): Promise<ActionOutcome> {
  const difference = c.to.priceMinor - c.line.unitPriceMinor;
  const token = newAccessToken();
  const expiresAt = new Date(Date.now() + TYPE_CHANGE_PAYMENT_HOURS * 3_600_000);
  const change = await changes.insertTicketChange(c.tx, {
    orderId: c.order.id,
    ticketId: c.ticket.id,
    fromTicketTypeId: c.from.id,
    toTicketTypeId: c.to.id,
    differenceMinor: difference,
    status: 'AWAITING_PAYMENT',
    payTokenHash: token.hash,
    expiresAt,
    requestedBy: c.requestedBy,
  });
  await scope.queue.enqueue(c.tx, 'orders.expire-ticket-change', { changeId: change.id }, { startAfter: expiresAt });
  const about = { id: change.id, attendeeName: c.ticket.attendeeName, fromName: c.from.name, toName: c.to.name };
  const mail = typeChangePaymentMail(
    c.order,
    c.event,
    { ...about, differenceMinor: difference, expiresAt },
    token.token,
    scope.config.publicOrigins,
  );
  await enqueueIfProven(c.tx, scope, c.order, mail, { organizationId: c.event.organizationId });
  await orders.updateOrder(c.tx, c.order.id, {});
  const due = formatPrice(difference, c.order.currency);
  return {
    record: record(c, 'ticket.type_change_requested', { differenceMinor: difference, due, changeId: change.id }),
  };
}

/**
 * Owners and managers move one valid ticket of a paid order to another type of the event. The new type must have a
 * place left (a sold-out type answers CONFLICT, and nothing moves). A cheaper type moves at once and the difference
 * goes back to the card; the same price moves at once; a dearer type holds its place and mails the buyer a link to
 * pay the difference (TYPE_CHANGE_PAYMENT_HOURS), and the ticket moves only once that payment arrives.
 */
export async function changeTicketType(
  scope: RequestScope,
  input: unknown,
  ticketId: string,
  ticketTypeId: string,
): Promise<OrderDetailView> {
  const wanted = parseInput(changeSchema, { ticketId, ticketTypeId });
  const requestedBy = (await scope.viewer())?.user.id ?? null;
  // The signer is read before the transaction (keyring.ts): the ticket names its event.
  const found = await findTicketById(scope.db, wanted.ticketId);
  const sign = found ? await scope.keyring.signerFor(found.eventId) : null;
  return runOrderAction(scope, input, async ({ tx, order, event }) => {
    if (!found || !sign || found.orderId !== order.id) throw conflict('That ticket is not part of this order.');
    const c: Change = { tx, order, event, requestedBy, ...(await readChange(tx, order, event, wanted)) };
    return c.to.priceMinor > c.line.unitPriceMinor ? askToPay(c, scope) : changeNow(c, sign, scope);
  });
}
