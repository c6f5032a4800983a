import { findAuditOfOrder } from '../audit/repo.ts';
import { notFound } from '../../common/errors.ts';
import type { RequestScope } from '../../common/scope.ts';
import type { Db } from '../../db/client.ts';
import { findListsOfEvent } from '../checkin/repo.ts';
import type { EventRow } from '../events/tables.ts';
import type { OrderView } from '../orders/presenter.ts';
import { findLinesByOrderIds, findRefundsByOrderIds } from '../orders/repo.ts';
import { currentOrder } from '../orders/service.ts';
import type { OrderRow } from '../orders/tables.ts';
import { findTicketChangesOfOrder } from '../orders/ticket-changes-repo.ts';
import { findTicketTypesByEventIds } from '../ticket-types/repo.ts';
import { findTicketsByOrderIds } from '../tickets/repo.ts';
import { eventForOrderStaff } from './access.ts';
import {
  presentHistoryEntry,
  presentMail,
  presentPayments,
  presentTicket,
  presentTypeChange,
  presentTypeChoice,
  refundableOf,
} from './presenter.ts';
import * as repo from './repo.ts';

/** The version an action sends back: when the order last changed, to the millisecond. */
export const versionOf = (order: OrderRow): string => order.updatedAt.toISOString();

/** Everything the order detail shows, read at once. */
export async function orderDetail(db: Db, order: OrderRow, event: EventRow) {
  const view: OrderView = { ...order, openedBy: 'ORGANIZER' };
  const [lines, tickets, types, lists, refunds, mails, changes] = await Promise.all([
    findLinesByOrderIds(db, [order.id]),
    findTicketsByOrderIds(db, [order.id]),
    findTicketTypesByEventIds(db, [event.id]),
    findListsOfEvent(db, event.id),
    findRefundsByOrderIds(db, [order.id]),
    repo.findMailsOfOrder(db, order.id),
    findTicketChangesOfOrder(db, order.id),
  ]);
  const ticketIds = tickets.map((t) => t.id);
  const [states, audit] = await Promise.all([
    repo.findStatesOfTickets(db, ticketIds),
    findAuditOfOrder(db, order.id, ticketIds),
  ]);
  const actorIds = [...new Set(audit.flatMap((r) => (r.actorUserId ? [r.actorUserId] : [])))];
  const actors = await repo.findActors(db, actorIds);
  const valid = tickets.filter((t) => t.status === 'VALID').length;
  const held = lines.filter((l) => !l.releasedAt).reduce((n, l) => n + l.quantity, 0);
  return {
    id: order.id,
    order: view,
    version: versionOf(order),
    tickets: tickets.map((t) => presentTicket(t, types, lists, states)),
    payments: presentPayments(view),
    mails: mails.map(presentMail),
    // Newest first: what happened last is what the reader looks for.
    history: audit.map((r) => presentHistoryEntry(r, actors, tickets)).reverse(),
    refundableMinor: refundableOf(view, refunds),
    placesHeld: order.status === 'RESERVED' ? held : valid,
    typeChanges: changes.map((c) => presentTypeChange(c, types)).reverse(),
    typeChoices: types.map(presentTypeChoice),
  };
}

export type OrderDetailView = Awaited<ReturnType<typeof orderDetail>>;

/** Order codes are upper case, without look-alikes; what was typed is folded to match. */
const normalCode = (code: string) => code.trim().toUpperCase();

/** An owner's or manager's look at one order of their event, by its code. */
export async function managedOrder(scope: RequestScope, eventId: string, code: string): Promise<OrderDetailView> {
  const event = await eventForOrderStaff(scope, eventId, 'orders.view');
  const found = await repo.findOrderByCode(scope.db, event.id, normalCode(code));
  if (!found) throw notFound('Order');
  return orderDetail(scope.db, await currentOrder(scope.db, found), event);
}
