import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../../test/test-api.ts';
import { rowsOf } from '../../test/checkout-fixtures.ts';
import { confirmAddress, isConfirmedAddress, requestConfirmation } from './addresses.ts';

/*
 * Requests to confirm an address a buyer typed: at most one pending per address, one mail a day however many
 * payments name it, and the newest link the one that works. On PostgreSQL the requests race on separate
 * connections (a second instance's pool), as two payments' transactions do.
 */

let api: TestApi;
let other: TestApi;
beforeAll(async () => {
  api = await createTestApi({}, { jobs: false });
  other = await createTestApi({}, { jobs: false, sharing: api });
});
afterAll(async () => {
  await other?.close();
  await api?.close();
});

const address = () => `Guest-${Date.now()}-${Math.random().toString(36).slice(2)}@Example.test`;

async function pendingFor(email: string): Promise<number> {
  const rows = await rowsOf<{ n: number }>(
    api,
    sql`select count(*)::int as n from mail_address_confirmations where email = ${email.toLowerCase()}
      and confirmed_at is null`,
  );
  return rows[0]?.n ?? -1;
}

describe('asking an address to confirm itself', () => {
  // Guards: two payments naming one address at the same moment mail one link, not two (the race a second reading
  // found: each payment's transaction saw no pending request and wrote its own). The first payment's transaction
  // is held open while the second asks, as a webhook's is while it issues tickets.
  it('two payments’ transactions asking at once write one pending request and return one token', async () => {
    const email = address();
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    let asked: () => void = () => undefined;
    const firstAsked = new Promise<void>((resolve) => (asked = resolve));
    const first = api.database.db.transaction(async (tx) => {
      const token = await requestConfirmation(tx, email);
      asked();
      await held;
      return token;
    });
    await firstAsked;
    const second = other.database.db.transaction((tx) => requestConfirmation(tx, email.toUpperCase()));
    await new Promise((resolve) => setTimeout(resolve, 300));
    release();
    const tokens = await Promise.all([first, second]);
    expect(tokens.filter(Boolean)).toHaveLength(1);
    expect(await pendingFor(email)).toBe(1);
  });

  // Guards: no second mail within the day; a day later a new link, which is the one that confirms.
  it('asks again only after a day, and the newest link confirms the address', async () => {
    const email = address();
    const first = await requestConfirmation(api.database.db, email);
    expect(first).toBeTruthy();
    expect(await requestConfirmation(api.database.db, email)).toBeNull();
    const dayLater = new Date(Date.now() + 25 * 3_600_000);
    const second = await requestConfirmation(api.database.db, email, dayLater);
    expect(second).toBeTruthy();
    expect(await pendingFor(email)).toBe(1);
    expect(await confirmAddress(api.database.db, first ?? '')).toBeNull();
    expect(await isConfirmedAddress(api.database.db, email)).toBe(false);
    expect(await confirmAddress(api.database.db, second ?? '')).toBe(email.toLowerCase());
    expect(await isConfirmedAddress(api.database.db, email)).toBe(true);
    expect(await pendingFor(email)).toBe(0);
  });
});
