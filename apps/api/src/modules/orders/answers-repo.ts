import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orderAnswers, type OrderAnswerRow } from './tables.ts';

export async function findAnswersOfOrders(db: Db, orderIds: readonly string[]): Promise<OrderAnswerRow[]> {
  if (orderIds.length === 0) return [];
  return db
    .select()
    .from(orderAnswers)
    .where(inArray(orderAnswers.orderId, [...orderIds]))
    .orderBy(asc(orderAnswers.orderId), asc(orderAnswers.place));
}

/** The order's answers become these (the details step given again replaces them all). */
export async function replaceAnswers(db: Db, orderId: string, rows: Omit<OrderAnswerRow, 'orderId'>[]): Promise<void> {
  await db.delete(orderAnswers).where(eq(orderAnswers.orderId, orderId));
  if (rows.length > 0) await db.insert(orderAnswers).values(rows.map((r) => ({ ...r, orderId })));
}
