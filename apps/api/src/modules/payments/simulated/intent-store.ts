import { randomBytes } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import type { PaymentProvider } from '../provider.ts';
import { simulatedPaymentIntents, simulatedRefunds, type SimulatedPaymentIntentRow } from '../tables.ts';
import { simulatedId } from './ids.ts';

export type IntentChange = Partial<typeof simulatedPaymentIntents.$inferInsert>;

/**
 * The processor's books: payment intents and refunds, each made once per idempotency key, as Stripe makes them.
 * An intent is found only with its client secret.
 */
export type IntentStore = {
  create(ask: Parameters<PaymentProvider['createPaymentIntent']>[0]): Promise<SimulatedPaymentIntentRow>;
  refund(ask: Parameters<PaymentProvider['refund']>[0]): Promise<{ id: string }>;
  /** Moves an intent from one of `from` to its next state, once: a second confirm finds it moved and changes nothing. */
  transition(
    intentId: string,
    clientSecret: string,
    from: string[],
    to: IntentChange,
  ): Promise<SimulatedPaymentIntentRow | null>;
  current(intentId: string, clientSecret: string): Promise<SimulatedPaymentIntentRow | null>;
};

export function createIntentStore(db: Db): IntentStore {
  const t = simulatedPaymentIntents;
  return {
    async create({ amountMinor, currency, idempotencyKey, metadata }) {
      // A first ask creates the intent and has it back at once; a repeated one reads the intent made before.
      const [created] = await db
        .insert(t)
        .values({
          id: simulatedId('pi'),
          idempotencyKey,
          amount: amountMinor,
          currency: currency.toLowerCase(),
          metadata,
          clientSecret: `secret_${randomBytes(18).toString('base64url')}`,
          status: 'requires_payment_method',
        })
        .onConflictDoNothing()
        .returning();
      const [row] = created
        ? [created]
        : await db.select().from(t).where(eq(t.idempotencyKey, idempotencyKey)).limit(1);
      if (!row) throw new Error('simulated payment intent vanished');
      if (row.amount !== amountMinor) throw new Error('Idempotency key reused with another amount');
      return row;
    },

    async refund({ paymentIntentId, amountMinor, idempotencyKey }) {
      await db
        .insert(simulatedRefunds)
        .values({ id: simulatedId('re'), idempotencyKey, paymentIntentId, amount: amountMinor })
        .onConflictDoNothing();
      const [row] = await db
        .select()
        .from(simulatedRefunds)
        .where(eq(simulatedRefunds.idempotencyKey, idempotencyKey))
        .limit(1);
      if (!row) throw new Error('simulated refund vanished');
      return { id: row.id };
    },

    async transition(intentId, clientSecret, from, to) {
      const [row] = await db
        .update(t)
        .set(to)
        .where(and(eq(t.id, intentId), eq(t.clientSecret, clientSecret), inArray(t.status, from)))
        .returning();
      return row ?? null;
    },

    async current(intentId, clientSecret) {
      const [row] = await db
        .select()
        .from(t)
        .where(and(eq(t.id, intentId), eq(t.clientSecret, clientSecret)))
        .limit(1);
      return row ?? null;
    },
  };
}
