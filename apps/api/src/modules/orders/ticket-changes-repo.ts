import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orderLines, orders, ticketChanges, type OrderLineRow, type TicketChangeRow } from './tables.ts';

export async function insertTicketChange(db: Db, row: typeof ticketChanges.$inferInsert): Promise<TicketChangeRow> {
  const [inserted] = await db.insert(ticketChanges).values(row).returning();
  if (!inserted) throw new Error('insert returned no ticket change');
  return inserted;
}

export async function findTicketChangeById(db: Db, id: string): Promise<TicketChangeRow | null> {
  const [row] = await db.select().from(ticketChanges).where(eq(ticketChanges.id, id)).limit(1);
  return row ?? null;
}

/** The change row-locked: the webhook, the expiry job and the buyer's page take turns on it. */
export async function lockTicketChange(db: Db, id: string): Promise<TicketChangeRow | null> {
  const [row] = await db.select().from(ticketChanges).where(eq(ticketChanges.id, id)).for('update').limit(1);
  return row ?? null;
}

export async function findTicketChangesOfOrder(db: Db, orderId: string): Promise<TicketChangeRow[]> {
  return db
    .select()
    .from(ticketChanges)
    .where(eq(ticketChanges.orderId, orderId))
    .orderBy(asc(ticketChanges.createdAt));
}

export async function updateTicketChange(
  db: Db,
  id: string,
  set: Partial<typeof ticketChanges.$inferInsert>,
): Promise<TicketChangeRow | null> {
  const [row] = await db.update(ticketChanges).set(set).where(eq(ticketChanges.id, id)).returning();
  return row ?? null;
}

/** The line a moved ticket now belongs to: one place of the new type, held for good, at the price it was moved at. */
export async function insertMovedLine(
  db: Db,
  line: { orderId: string; ticketTypeId: string; unitPriceMinor: number; attendeeName: string },
): Promise<OrderLineRow> {
  const [row] = await db
    .insert(orderLines)
    .values({
      orderId: line.orderId,
      ticketTypeId: line.ticketTypeId,
      quantity: 1,
      unitPriceMinor: line.unitPriceMinor,
      heldUntil: null,
      attendeeNames: [line.attendeeName],
    })
    .returning();
  if (!row) throw new Error('insert returned no order line');
  return row;
}

/** One place fewer on the line a ticket moved from (it may reach zero: the line stays as what was bought). */
export async function takePlaceOffLine(db: Db, lineId: string): Promise<void> {
  await db
    .update(orderLines)
    .set({ quantity: sql`${orderLines.quantity} - 1` })
    .where(eq(orderLines.id, lineId));
}

/** The order's list fields after a move: the types it holds, for the back office's type filter. */
export async function refreshOrderTypes(db: Db, orderId: string): Promise<void> {
  await db
    .update(orders)
    .set({
      ticketTypeIds: sql`array(select distinct ticket_type_id from tickets
        where order_id = ${orderId}::uuid and status = 'VALID' order by 1)`,
    })
    .where(eq(orders.id, orderId));
}
