/**
 * What a fault must not do, read from the database after the rush settles: a card that succeeded whose order is
 * not paid (and not refunded), places sold past capacity, tickets that disagree with the paid orders, or a second
 * successful charge for one order.
 */
import { JOB_NAMES, JOBS } from '../../apps/api/src/queue/job-list.ts';
import { withPg } from './rush-stack.ts';

export type Ledger = {
  capacity: number;
  quantitySold: number;
  validTickets: number;
  paidOrders: number;
  paidPlaces: number;
  /** Succeeded card payments whose order is neither paid nor refunded: lost money. */
  unsettledCharges: number;
  /** Orders charged more than once. */
  doubleCharged: number;
};

/** Succeeded charges per order: the simulated processor's books, or a Stripe stand-in's given as $2 (JSON). */
const SIMULATED_CHARGES = `select i.metadata->>'orderId' as order_id, count(*) as n from simulated_payment_intents i
     where i.status = 'succeeded' and i.metadata->>'eventId' = $1::text group by 1`;
const GIVEN_CHARGES = `select key as order_id, value::int as n from jsonb_each_text($2::jsonb)`;

const ledgerQuery = (charges: string) => `
  with paid as (
    select o.id, (select coalesce(sum(l.quantity), 0) from order_lines l where l.order_id = o.id) as places
      from orders o where o.event_id = $1 and o.status = 'PAID'
  ), charges as (${charges})
  select
    (select sum(capacity)::int from ticket_types where event_id = $1) as capacity,
    (select sum(quantity_sold)::int from ticket_types where event_id = $1) as "quantitySold",
    (select count(*)::int from tickets where event_id = $1 and status = 'VALID') as "validTickets",
    (select count(*)::int from paid) as "paidOrders",
    (select coalesce(sum(places), 0)::int from paid) as "paidPlaces",
    (select count(*)::int from charges c join orders o on o.id = c.order_id::uuid
      where o.status <> 'PAID' and o.late_payment is null and o.status <> 'CANCELLED') as "unsettledCharges",
    (select count(*)::int from charges where n > 1) as "doubleCharged"`;

/** Charges kept outside the database (a Stripe stand-in's), per order id; the simulated processor's when null. */
export type Charges = (() => Map<string, number>) | null;

export async function ledgerOf(databaseUrl: string, eventId: string, charges: Charges = null): Promise<Ledger> {
  return withPg(databaseUrl, async (db) => {
    const { rows } = charges
      ? await db.query<Ledger>(ledgerQuery(GIVEN_CHARGES), [eventId, JSON.stringify(Object.fromEntries(charges()))])
      : await db.query<Ledger>(ledgerQuery(SIMULATED_CHARGES), [eventId]);
    const row = rows[0];
    if (!row) throw new Error('no ledger');
    return row;
  });
}

/** Waits (up to `ms`) until no succeeded charge waits for its order: the webhooks' retries, on whichever instance. */
export async function settled(
  databaseUrl: string,
  eventId: string,
  ms: number,
  charges: Charges = null,
): Promise<Ledger> {
  const deadline = Date.now() + ms;
  for (;;) {
    const ledger = await ledgerOf(databaseUrl, eventId, charges).catch(() => null);
    if (ledger && (ledger.unsettledCharges === 0 || Date.now() > deadline)) return ledger;
    if (!ledger && Date.now() > deadline) throw new Error('the database did not come back');
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
}

/** What the ledger says went wrong, in words; empty when nothing did. */
export function faultsIn(l: Ledger): string[] {
  const wrong: string[] = [];
  if (l.unsettledCharges > 0) wrong.push(`${l.unsettledCharges} charged orders not paid`);
  if (l.quantitySold > l.capacity || l.validTickets > l.capacity) wrong.push('oversold');
  if (l.validTickets !== l.paidPlaces) wrong.push(`${l.validTickets} valid tickets for ${l.paidPlaces} paid places`);
  if (l.doubleCharged > 0) wrong.push(`${l.doubleCharged} orders charged twice`);
  return wrong;
}

/** The periodic sweeps: an attempt lost in a fault is not work left undone, since the next tick is their retry. */
const SWEEPS = JOB_NAMES.filter((name) => 'cron' in JOBS[name]);

/**
 * Jobs due or running (but the sweeps) and mails not sent, in words; waits (up to `ms`) until there are none. Read while the
 * instances still run: they are the ones that finish the work.
 */
export async function undoneWork(databaseUrl: string, ms: number): Promise<string[]> {
  const deadline = Date.now() + ms;
  for (;;) {
    const undone = await withPg(databaseUrl, async (db) => {
      const { rows } = await db.query<{ what: string }>(
        `select name || ' ' || state || ' after ' || retry_count || ' retries' as what from pgboss.job
           where (state in ('active', 'retry') or (state = 'created' and start_after <= now()))
             and name not in (${SWEEPS.map((n) => `'${n}'`).join(', ')})
         union all
         select 'mail "' || subject || '" unsent after ' || attempts || ' attempts' from mail_outbox
           where sent_at is null`,
      );
      return rows.map((r) => r.what);
    }).catch((error: unknown) => [`database: ${String(error)}`]);
    if (undone.length === 0 || Date.now() > deadline) return undone;
    await new Promise((resolve) => setTimeout(resolve, 2_000));
  }
}
