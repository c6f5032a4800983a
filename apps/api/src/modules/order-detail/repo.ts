import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { checkInStates, type CheckInStateRow } from '../checkin/tables.ts';
import { users } from '../identity/tables.ts';
import { outbox } from '../mail/tables.ts';
import { orderLines, orders, type OrderRow } from '../orders/tables.ts';
import { tickets } from '../tickets/tables.ts';

/** An event's order by its code (codes are upper case; the caller folds what was typed). */
export async function findOrderByCode(db: Db, eventId: string, code: string): Promise<OrderRow | null> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.eventId, eventId), eq(orders.code, code)))
    .limit(1);
  return row ?? null;
}

/** The mails written about an order (their meta names it), oldest first. */
export async function findMailsOfOrder(db: Db, orderId: string) {
  return db
    .select({
      id: outbox.id,
      to: outbox.to,
      subject: outbox.subject,
      meta: outbox.meta,
      attempts: outbox.attempts,
      sentAt: outbox.sentAt,
      lastError: outbox.lastError,
      createdAt: outbox.createdAt,
    })
    .from(outbox)
    .where(sql`${outbox.meta}->>'orderId' = ${orderId}`)
    .orderBy(asc(outbox.createdAt), asc(outbox.id));
}

export type OrderMailRow = Awaited<ReturnType<typeof findMailsOfOrder>>[number];

/** Each of these tickets' states on the lists it was let in on. */
export async function findStatesOfTickets(db: Db, ticketIds: readonly string[]): Promise<CheckInStateRow[]> {
  if (ticketIds.length === 0) return [];
  return db
    .select()
    .from(checkInStates)
    .where(inArray(checkInStates.ticketId, [...ticketIds]));
}

/** The people who acted in an order's history: their name and email. */
export async function findActors(db: Db, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: users.id, displayName: users.displayName, email: users.email })
    .from(users)
    .where(inArray(users.id, [...ids]));
}

/** A running hold's lines last until `until`; the expire-hold job that was due before finds nothing to release. */
export async function extendHeldLines(db: Db, orderId: string, until: Date): Promise<void> {
  await db
    .update(orderLines)
    .set({ heldUntil: until })
    .where(and(eq(orderLines.orderId, orderId), isNull(orderLines.releasedAt)));
}

/** A valid ticket's attendee renamed; null when it is not a valid ticket of the order. */
export async function renameTicket(db: Db, orderId: string, ticketId: string, name: string) {
  const [row] = await db
    .update(tickets)
    .set({ attendeeName: name })
    .where(and(eq(tickets.id, ticketId), eq(tickets.orderId, orderId), eq(tickets.status, 'VALID')))
    .returning();
  return row ?? null;
}
