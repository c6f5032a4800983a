import { createEvent } from 'ics';
import QRCode from 'qrcode';
import { notFound } from '../../common/errors.ts';
import type { RequestScope } from '../../common/scope.ts';
import type { EventRow } from '../events/tables.ts';
import { requireViewer } from '../identity/access.ts';
import { findOrderById } from '../orders/repo.ts';
import { adoptGuestOrders } from '../orders/service.ts';
import * as repo from './repo.ts';
import type { TicketRow } from './tables.ts';

/** A ticket as one viewer sees it: its code (and QR) only for its buyer, and only while it is valid. */
export type TicketView = TicketRow & { showCode: boolean };

const MY_TICKETS_LIMIT = 500;

export async function myTickets(scope: RequestScope): Promise<TicketView[]> {
  const viewer = await requireViewer(scope);
  // Tickets bought as a guest with this account's (verified) address join it on the first look.
  await adoptGuestOrders(scope);
  const rows = await repo.findTicketsOfBuyer(scope.db, viewer.user.id, MY_TICKETS_LIMIT);
  return rows.map((t) => ({ ...t, showCode: true }));
}

/** One of the viewer's own tickets; anyone else's does not exist for them. */
export async function ticketOfBuyer(scope: RequestScope, id: string): Promise<TicketView> {
  const viewer = await requireViewer(scope);
  const ticket = await repo.findTicketById(scope.db, id);
  const order = ticket ? await findOrderById(scope.db, ticket.orderId) : null;
  if (!ticket || order?.buyerUserId !== viewer.user.id) throw notFound('Ticket');
  return { ...ticket, showCode: true };
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
