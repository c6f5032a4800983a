import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { paymentEvents } from './tables.ts';

export async function seenPaymentEvent(db: Db, id: string): Promise<boolean> {
  const [row] = await db.select({ id: paymentEvents.id }).from(paymentEvents).where(eq(paymentEvents.id, id)).limit(1);
  return !!row;
}

/** Records a provider event once; returns whether this call recorded it (false: it was recorded before). */
export async function recordPaymentEvent(
  db: Db,
  event: { id: string; type: string; outcome: string; orderId: string | null },
): Promise<boolean> {
  const inserted = await db
    .insert(paymentEvents)
    .values(event)
    .onConflictDoNothing()
    .returning({ id: paymentEvents.id });
  return inserted.length > 0;
}
