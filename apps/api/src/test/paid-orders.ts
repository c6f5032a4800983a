import pg from 'pg';
import type { Database } from '../db/client.ts';

/**
 * Many paid orders at once, for the cancellation's crash test and bench:cancel: `count` orders of one ticket of
 * `ticketTypeId` each, written by set-based SQL in a few statements (20,000 in seconds, where the checkout takes
 * minutes). Each is paid through the simulated processor (a payment intent id of its own, so a refund asks it),
 * and bought by a user of its own whose verified email is the order's address: an address that has proven
 * itself, so the cancellation notice is mailed to every holder. The type's sold count is raised to match.
 */
export type RunSql = (text: string, params: unknown[]) => Promise<unknown>;

export async function insertPaidOrders(
  run: RunSql,
  o: { eventId: string; ticketTypeId: string; priceMinor: number; count: number; tag: string },
): Promise<void> {
  // One transaction on one connection: the temporary table lives until its commit.
  await run('begin', []);
  try {
    await writeOrders(run, o);
    await run('commit', []);
  } catch (error) {
    await run('rollback', []);
    throw error;
  }
}

async function writeOrders(
  run: RunSql,
  o: { eventId: string; ticketTypeId: string; priceMinor: number; count: number; tag: string },
): Promise<void> {
  await run(
    `create temp table seed_batch on commit drop as
     select i, gen_random_uuid() as order_id, gen_random_uuid() as line_id, gen_random_uuid() as user_id,
       $2::text || '-' || i || '@example.test' as email
     from generate_series(1, $1::int) i`,
    [o.count, o.tag],
  );
  await run(
    `insert into users (id, firebase_uid, email, email_verified) select user_id, 'seed-' || email, email, true
     from seed_batch`,
    [],
  );
  await run(
    `insert into orders (id, event_id, code, buyer_user_id, claim_token_hash, status, currency, total_minor,
       hold_expires_at, buyer_email, buyer_name, details_at, payment_provider, payment_intent_id, paid_at,
       tickets_mailed_at)
     select b.order_id, $1::uuid, upper($3::text) || '-' || b.i, b.user_id, md5(b.order_id::text), 'PAID',
       e.currency, $2::int, now() + interval '10 minutes', b.email, 'Holder ' || b.i, now(), 'SIMULATED',
       'pi_seed_' || $3::text || '_' || b.i, now(), now()
     from seed_batch b, events e where e.id = $1::uuid`,
    [o.eventId, o.priceMinor, o.tag],
  );
  await run(
    `insert into order_lines (id, order_id, ticket_type_id, quantity, unit_price_minor, attendee_names)
     select line_id, order_id, $1::uuid, 1, $2::int, array['Holder ' || i] from seed_batch`,
    [o.ticketTypeId, o.priceMinor],
  );
  await run(
    `insert into tickets (order_id, order_line_id, event_id, ticket_type_id, place, attendee_name, code, short_code)
     select order_id, line_id, $1::uuid, $2::uuid, 1, 'Holder ' || i, 'seed.' || order_id,
       upper($3::text) || i
     from seed_batch`,
    [o.eventId, o.ticketTypeId, o.tag],
  );
  await run(`update ticket_types set quantity_sold = quantity_sold + $2::int where id = $1::uuid`, [
    o.ticketTypeId,
    o.count,
  ]);
}

/** A runner on the test's database: PGlite's one connection, or a client of its own on PostgreSQL (close it). */
export async function sqlRunner(
  database: Database,
  url: string | null,
): Promise<{ run: RunSql; close(): Promise<void> }> {
  const lite = database.pglite;
  if (lite) return { run: (text, params) => lite.query(text, params), close: async () => undefined };
  const client = new pg.Client({ connectionString: url ?? '' });
  await client.connect();
  return { run: (text, params) => client.query(text, params), close: () => client.end() };
}
