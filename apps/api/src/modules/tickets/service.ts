import { createEvent } from 'ics';
import QRCode from 'qrcode';
import { notFound } from '../../common/errors.ts';
import type { RequestScope } from '../../common/scope.ts';
import type { EventRow } from '../events/tables.ts';
import { requireViewer } from '../identity/access.ts';
import { findOrderById } from '../orders/repo.ts';
import { adoptGuestOrders } from '../orders/service.ts';
import { holdsTicket, type TicketView } from './holder.ts';
import * as repo from './repo.ts';

export type { TicketView } from './holder.ts';

const MY_TICKETS_LIMIT = 500;

export async function myTickets(scope: RequestScope): Promise<TicketView[]> {
  const viewer = await requireViewer(scope);
  // Tickets bought as a guest with this account's (verified) address join it on the first look.
  await adoptGuestOrders(scope);
  const rows = await repo.findTicketsOfHolder(scope.db, viewer.user.id, MY_TICKETS_LIMIT);
  return rows.map((t) => ({ ...t, showCode: true, passedOn: false }));
}

/**
 * One of the viewer's tickets: one they hold, with its code; or one they bought and passed on, without it (its
 * state reads TRANSFERRED). Anyone else's does not exist for them.
 */
export async function ticketOfHolder(scope: RequestScope, id: string): Promise<TicketView> {
  const viewer = await requireViewer(scope);
  const ticket = await repo.findTicketById(scope.db, id);
  const order = ticket ? await findOrderById(scope.db, ticket.orderId) : null;
  if (!ticket || !order) throw notFound('Ticket');
  if (holdsTicket(ticket, viewer.user.id, order.buyerUserId)) return { ...ticket, showCode: true, passedOn: false };
  if (order.buyerUserId === viewer.user.id) return { ...ticket, showCode: false, passedOn: true };
  throw notFound('Ticket');
}

export const visibleCode = (t: TicketView): string | null => (t.showCode && t.status === 'VALID' ? t.code : null);

/** The short code, shown to whom the signed code is: a void ticket's would only be refused at the door. */
export const visibleShortCode = (t: TicketView): string | null =>
  t.showCode && t.status === 'VALID' ? t.shortCode : null;

/** Large, with a quiet zone, error correction M: read at arm's length from a phone at full brightness. */
export async function qrSvg(code: string): Promise<string> {
  return QRCode.toString(code, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
}

/** The event as an iCalendar file, in UTC (every calendar shows it in its own zone). */
export function calendarOf(event: EventRow, origin: string): string {
  const utc = (d: Date) =>
    [d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate(), d.getUTCHours(), d.getUTCMinutes()] as [
      number,
      number,
      number,
      number,
      number,
    ];
  const { value, error } = createEvent({
    uid: `${event.id}@admit`,
    productId: 'admit/tickets',
    title: event.title,
    start: utc(event.startsAt),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: utc(event.endsAt),
    endInputType: 'utc',
    endOutputType: 'utc',
    location: [event.venueName, event.venueAddress].filter(Boolean).join(', '),
    url: `${origin}/e/${event.slug}`,
    status: event.status === 'CANCELLED' ? 'CANCELLED' : 'CONFIRMED',
  });
  if (error || !value) throw error ?? new Error('calendar file not made');
  return value;
}
