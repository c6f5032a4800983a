import { isOrderChangeable } from '@admit/shared';
import { recordAudit } from '../audit/record.ts';
import { conflict, notFound } from '../../common/errors.ts';
import type { Backends, RequestScope } from '../../common/scope.ts';
import type { Db } from '../../db/client.ts';
import { retryingConflicts } from '../../db/errors.ts';
import { isUuid } from '../../db/uuid.ts';
import { findEventById } from '../events/repo.ts';
import { sameHash } from '../orders/access.ts';
import * as orders from '../orders/repo.ts';
import type { OrderRow, TicketChangeRow } from '../orders/tables.ts';
import * as changes from '../orders/ticket-changes-repo.ts';
import { findTicketTypesByIds } from '../ticket-types/repo.ts';
import { findTicketById } from '../tickets/repo.ts';
import { moveTicketToType } from './type-change-move.ts';

/** What the buyer's payment page shows of a change, read through the mailed link's secret. */
export async function ticketChangeForBuyer(b: Backends, id: string, token: string) {
  const change = isUuid(id) ? await changes.findTicketChangeById(b.db, id) : null;
  // A wrong secret reads as no such change: the link's id alone opens nothing.
  if (!change || !sameHash(token, change.payTokenHash)) throw notFound('Ticket change');
  const [order, ticket, types] = await Promise.all([
    orders.findOrderById(b.db, change.orderId),
    findTicketById(b.db, change.ticketId),
    findTicketTypesByIds(b.db, [change.fromTicketTypeId, change.toTicketTypeId]),
  ]);
  const event = order ? await findEventById(b.db, order.eventId) : null;
  if (!order || !ticket || !event) throw notFound('Ticket change');
  const name = (typeId: string) => types.find((t) => t.id === typeId)?.name ?? '';
  const expired = change.status === 'AWAITING_PAYMENT' && !!change.expiresAt && change.expiresAt <= new Date();
  return {
    change: { ...change, status: expired ? ('EXPIRED' as const) : change.status },
    order,
    view: {
      id: change.id,
      status: expired ? ('EXPIRED' as const) : change.status,
      eventTitle: event.title,
      orderCode: order.code,
      attendeeName: ticket.attendeeName,
      fromTypeName: name(change.fromTicketTypeId),
      toTypeName: name(change.toTicketTypeId),
      differenceMinor: change.differenceMinor,
      currency: order.currency,
      expiresAt: change.expiresAt,
    },
  };
}

export type TicketChangeView = Awaited<ReturnType<typeof ticketChangeForBuyer>>['view'];

/**
 * The buyer asks to pay the difference: the provider's payment (the same one again on a retry: its idempotency key
 * is the change's), with the change named in its metadata, so the webhook finds the change, never an order to pay.
 */
export async function payTicketChange(scope: RequestScope, id: string, token: string) {
  const { change, order, view } = await ticketChangeForBuyer(scope, id, token);
  const none = { change: view, provider: null, clientSecret: null, publishableKey: null };
  if (change.status !== 'AWAITING_PAYMENT') {
    if (change.status === 'DONE') return none;
    throw conflict('This change can no longer be paid: it was not paid in time, or the organizer withdrew it.');
  }
  const provider = scope.payments;
  const intent = await provider.createPaymentIntent({
    amountMinor: change.differenceMinor,
    currency: order.currency,
    idempotencyKey: `admit-change-${change.id}`,
    metadata: { ticketChangeId: change.id, eventId: order.eventId },
  });
  if (change.paymentIntentId !== intent.id) {
    await changes.updateTicketChange(scope.db, change.id, { paymentIntentId: intent.id });
  }
  return {
    change: view,
    provider: provider.kind,
    clientSecret: intent.clientSecret,
    publishableKey: provider.publishableKey,
  };
}

/** A change given up (not paid in time, or a payment that cannot apply): its held place back on sale. */
async function giveUp(tx: Db, change: TicketChangeRow, status: 'EXPIRED' | 'CANCELLED'): Promise<void> {
  await changes.updateTicketChange(tx, change.id, { status, completedAt: new Date() });
  await orders.givePlacesBack(tx, change.toTicketTypeId, 1);
}

async function audit(
  tx: Db,
  order: OrderRow,
  change: TicketChangeRow,
  action: 'ticket.type_changed' | 'ticket.type_change_expired',
) {
  const event = await findEventById(tx, order.eventId);
  if (!event) return;
  // Recorded as the system's (the provider's webhook, the expiry job): no person did it.
  await recordAudit(tx, {
    actorUserId: null,
    requestId: null,
    organizationId: event.organizationId,
    eventId: event.id,
    action,
    entityType: 'ticket',
    entityId: change.ticketId,
    before: { ticketTypeId: change.fromTicketTypeId },
    after: { ticketTypeId: change.toTicketTypeId, differenceMinor: change.differenceMinor, changeId: change.id },
  });
}

export type PaidChangeOutcome = 'changed' | 'duplicate' | 'refunded' | 'unknown change';

type PaidIntent = { id: string; amount: number; currency: string };

/**
 * The provider says the difference was paid: under the order's lock, then the change's, the ticket moves (its
 * line at the price paid for) and the order's total grows by the payment. A redelivery finds it done. A payment
 * that cannot apply (the change expired or was withdrawn, the ticket refunded meanwhile, another amount) is given
 * back whole, with an idempotency key of the payment's, so a redelivery asks again safely.
 */
export async function completePaidChange(b: Backends, changeId: string, paid: PaidIntent): Promise<PaidChangeOutcome> {
  const found = isUuid(changeId) ? await changes.findTicketChangeById(b.db, changeId) : null;
  const order0 = found ? await orders.findOrderById(b.db, found.orderId) : null;
  if (!found || !order0) return 'unknown change';
  const sign = await b.keyring.signerFor(order0.eventId);
  const outcome = await retryingConflicts(() =>
    b.db.transaction(async (tx): Promise<PaidChangeOutcome> => {
      const order = await orders.lockOrder(tx, found.orderId);
      const change = await changes.lockTicketChange(tx, found.id);
      if (!order || !change) return 'unknown change';
      if (change.status === 'DONE' && change.paymentIntentId === paid.id) return 'duplicate';
      const ticket = await findTicketById(tx, change.ticketId);
      const line = ticket
        ? (await orders.findLinesByOrderIds(tx, [order.id])).find((l) => l.id === ticket.orderLineId)
        : null;
      const applies =
        change.status === 'AWAITING_PAYMENT' &&
        paid.amount === change.differenceMinor &&
        paid.currency.toUpperCase() === order.currency.toUpperCase() &&
        isOrderChangeable(order.status) &&
        ticket?.status === 'VALID' &&
        ticket.ticketTypeId === change.fromTicketTypeId;
      if (!applies || !ticket || !line) {
        if (change.status === 'AWAITING_PAYMENT') await giveUp(tx, change, 'CANCELLED');
        return 'refunded';
      }
      const unitPriceMinor = line.unitPriceMinor + change.differenceMinor;
      await moveTicketToType(tx, sign, { order, ticket, line, toTicketTypeId: change.toTicketTypeId, unitPriceMinor });
      await changes.updateTicketChange(tx, change.id, {
        status: 'DONE',
        completedAt: new Date(),
        paymentIntentId: paid.id,
      });
      await orders.updateOrder(tx, order.id, { totalMinor: order.totalMinor + paid.amount });
      await audit(tx, order, change, 'ticket.type_changed');
      return 'changed';
    }),
  );
  if (outcome === 'refunded') {
    await b.payments.refund({
      paymentIntentId: paid.id,
      amountMinor: paid.amount,
      idempotencyKey: `admit-change-refund-${paid.id}`,
      metadata: { ticketChangeId: changeId, reason: 'the change could not be made' },
    });
  }
  return outcome;
}

/** The expiry job: a change still waiting when its time ran out gives its held place back. Safe to run twice. */
export async function expireTicketChange(b: Pick<Backends, 'db'>, changeId: string): Promise<void> {
  const found = await changes.findTicketChangeById(b.db, changeId);
  if (!found) return;
  await retryingConflicts(() =>
    b.db.transaction(async (tx) => {
      const order = await orders.lockOrder(tx, found.orderId);
      const change = await changes.lockTicketChange(tx, changeId);
      if (!order || !change || change.status !== 'AWAITING_PAYMENT') return;
      if (change.expiresAt && change.expiresAt > new Date()) return;
      await giveUp(tx, change, 'EXPIRED');
      await orders.updateOrder(tx, order.id, {});
      await audit(tx, order, change, 'ticket.type_change_expired');
    }),
  );
}
