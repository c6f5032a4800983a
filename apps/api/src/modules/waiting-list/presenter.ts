import type { WaitingListStatus } from '@admit/shared';
import type { Db } from '../../db/client.ts';
import { findEventById } from '../events/repo.ts';
import type { EventRow } from '../events/tables.ts';
import { findOrderById } from '../orders/repo.ts';
import { findTicketTypeById } from '../ticket-types/repo.ts';
import type { EntryListRow } from './repo.ts';
import type { WaitingListEntryRow } from './tables.ts';

/** An entry for its organizers, with its place in its type's line (1 is next; null when not waiting). */
export type WaitingListEntryView = EntryListRow & { position: number | null };

/** Places in line, per type, in the order the list is given (the line's own). */
export function withPositions(rows: readonly EntryListRow[]): WaitingListEntryView[] {
  const seen = new Map<string, number>();
  return rows.map((row) => {
    if (row.status !== 'WAITING') return { ...row, position: null };
    const position = (seen.get(row.ticketTypeId) ?? 0) + 1;
    seen.set(row.ticketTypeId, position);
    return { ...row, position };
  });
}

type Context = { event: EventRow; ticketTypeName: string };

async function contextOf(db: Db, entry: WaitingListEntryRow): Promise<Context> {
  const [event, type] = await Promise.all([
    findEventById(db, entry.eventId),
    findTicketTypeById(db, entry.ticketTypeId),
  ]);
  if (!event || !type) throw new Error(`waiting list entry ${entry.id} lost its event or type`);
  return { event, ticketTypeName: type.name };
}

export type WaitingListJoinedView = Context & {
  status: WaitingListStatus;
  quantity: number;
  email: string;
  confirmationSent: boolean;
};

export async function joinedView(
  db: Db,
  entry: WaitingListEntryRow,
  confirmationSent: boolean,
): Promise<WaitingListJoinedView> {
  const { status, quantity, email } = entry;
  return { ...(await contextOf(db, entry)), status, quantity, email, confirmationSent };
}

export type WaitingListOfferView = Context & {
  status: WaitingListStatus;
  quantity: number;
  expiresAt: Date | null;
  orderId: string | null;
  totalMinor: number;
  currency: string;
  closedReason: string | null;
};

const CLOSED: Partial<Record<WaitingListStatus, string>> = {
  BOUGHT: 'These tickets were bought: they are in the order this offer made.',
  LAPSED: 'This offer ended: the places went to the next person in line.',
  REMOVED: 'This entry was taken off the waiting list.',
};

/** The offer its link opens; closed (with why) once it was bought, ran out or was let go. */
export async function offerView(db: Db, entry: WaitingListEntryRow, now = new Date()): Promise<WaitingListOfferView> {
  const order = entry.offerOrderId ? await findOrderById(db, entry.offerOrderId) : null;
  const running = entry.status === 'OFFERED' && order?.status === 'RESERVED' && order.holdExpiresAt > now;
  const ranOut = entry.status === 'OFFERED' && !running ? CLOSED.LAPSED : undefined;
  const context = await contextOf(db, entry);
  return {
    ...context,
    status: entry.status,
    quantity: entry.quantity,
    expiresAt: entry.offerExpiresAt,
    orderId: order?.id ?? null,
    totalMinor: order?.totalMinor ?? 0,
    currency: order?.currency ?? context.event.currency,
    closedReason: running ? null : (CLOSED[entry.status] ?? ranOut ?? 'This offer is not open.'),
  };
}
