import { OFFLINE_PAYMENT_METHODS, type OfflinePaymentMethod } from '@admit/shared';
import type { AuditRow } from '../audit/tables.ts';
import { changeTexts } from '../audit/words.ts';
import type { CheckInListRow, CheckInStateRow } from '../checkin/tables.ts';
import type { OrderView } from '../orders/presenter.ts';
import type { RefundRow, TicketChangeRow } from '../orders/tables.ts';
import type { TicketTypeRow } from '../ticket-types/tables.ts';
import type { TicketRow } from '../tickets/tables.ts';
import type { OrderMailRow } from './repo.ts';

/*
 * What an owner or manager sees of one order: everything the order holds, its mails by subject and address (never
 * their words, which may carry an access link), and its history with who did what. Ticket codes are not shown:
 * an organizer never reads the code that gets someone in (orders/presenter.ts).
 */

export type OrderMailView = {
  id: string;
  to: string;
  subject: string;
  kind: string;
  status: 'QUEUED' | 'SENT' | 'FAILING';
  attempts: number;
  createdAt: Date;
  sentAt: Date | null;
};

export function presentMail(row: OrderMailRow): OrderMailView {
  const status = row.sentAt ? 'SENT' : row.lastError ? 'FAILING' : 'QUEUED';
  const { id, to, subject, attempts, createdAt, sentAt } = row;
  return { id, to, subject, kind: row.meta['kind'] ?? 'mail', status, attempts, createdAt, sentAt };
}

export type TicketListStateView = {
  listId: string;
  listName: string;
  checkedIn: boolean;
  inside: boolean;
  firstAt: Date | null;
  deviceName: string | null;
};

/** A ticket as the order detail shows it: its name, type and state at each list. */
export type OrderDetailTicketView = ReturnType<typeof presentTicket>;

/** A ticket on each list that admits its type (a list naming no types admits all), with its state there. */
export function presentTicket(
  ticket: TicketRow,
  types: readonly TicketTypeRow[],
  lists: readonly CheckInListRow[],
  states: readonly CheckInStateRow[],
) {
  const checkIns: TicketListStateView[] = lists
    .filter((l) => l.ticketTypeIds.length === 0 || l.ticketTypeIds.includes(ticket.ticketTypeId))
    .map((list) => {
      const state = states.find((s) => s.listId === list.id && s.ticketId === ticket.id);
      return {
        listId: list.id,
        listName: list.name,
        checkedIn: !!state,
        inside: state?.inside ?? false,
        firstAt: state?.firstAt ?? null,
        deviceName: state?.firstDeviceName ?? null,
      };
    });
  return {
    id: ticket.id,
    status: ticket.status,
    attendeeName: ticket.attendeeName,
    ticketTypeName: types.find((t) => t.id === ticket.ticketTypeId)?.name ?? 'Ticket',
    orderLineId: ticket.orderLineId,
    checkIns,
  };
}

const offlineMethodOf = (method: string | null): OfflinePaymentMethod | null =>
  OFFLINE_PAYMENT_METHODS.find((m) => m === method) ?? null;

/** The payment taken, if any: what the order records of it (the card's digits are not stored). */
export function presentPayments(order: OrderView) {
  if (!order.paidAt) return [];
  return [
    {
      provider: order.paymentProvider ?? 'FREE',
      amountMinor: order.totalMinor,
      paidAt: order.paidAt,
      // A payment staff recorded carries their reference (a transfer's); a card's, the provider's id.
      reference: order.paymentReference ?? order.paymentIntentId,
      method: offlineMethodOf(order.paymentMethod),
      cardLast4: null,
    },
  ];
}

type Actor = { id: string; displayName: string | null; email: string | null };

/** One audit record as a line of history: who (by name and email), what, about which ticket, each field's change. */
export function presentHistoryEntry(row: AuditRow, actors: readonly Actor[], tickets: readonly TicketRow[]) {
  const actor = actors.find((a) => a.id === row.actorUserId);
  const ticket = row.entityType === 'ticket' ? tickets.find((t) => t.id === row.entityId) : undefined;
  return {
    id: row.id,
    action: row.action,
    actorName: actor?.displayName ?? null,
    actorEmail: actor?.email ?? null,
    subject: ticket ? `Ticket of ${ticket.attendeeName}` : 'Order',
    changes: changeTexts(row),
    at: row.createdAt,
  };
}

/** What a cancel would refund: paid, less what went back and what refunds under way will take. */
export function refundableOf(order: OrderView, refunds: readonly RefundRow[]): number {
  if (!order.paidAt || order.paymentProvider === 'FREE') return 0;
  const pending = refunds.filter((r) => r.status === 'PENDING').reduce((n, r) => n + r.amountMinor, 0);
  return Math.max(0, order.totalMinor - order.refundedMinor - pending);
}

/** A type change as the order detail lists it: the types by name. */
export function presentTypeChange(change: TicketChangeRow, types: readonly TicketTypeRow[]) {
  const name = (id: string) => types.find((t) => t.id === id)?.name ?? '';
  return {
    id: change.id,
    ticketId: change.ticketId,
    fromTypeName: name(change.fromTicketTypeId),
    toTypeName: name(change.toTicketTypeId),
    differenceMinor: change.differenceMinor,
    status: change.status,
    expiresAt: change.status === 'AWAITING_PAYMENT' ? change.expiresAt : null,
    createdAt: change.createdAt,
  };
}

/** A type a ticket may move to: its price, and the places left (never below zero, nor into what codes keep). */
export const presentTypeChoice = (type: TicketTypeRow) => ({
  id: type.id,
  name: type.name,
  priceMinor: type.priceMinor,
  remaining: Math.max(0, type.capacity - type.quantitySold - type.reservedPlaces),
});
