import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { paymentEvents } from './tables.ts';

export async function seenPaymentEvent(db: Db, id: string): Promise<boolean> {
  const [row] = await db.select({ id: paymentEvents.id }).from(paymentEvents).where(eq(paymentEvents.id, id)).limit(1);
  return !!row;
}

export async function recordPaymentEvent(
  db: Db,
  event: { id: string; type: string; outcome: string; orderId: string | null },
): Promise<void> {
  await db.insert(paymentEvents).values(event).onConflictDoNothing();
}
