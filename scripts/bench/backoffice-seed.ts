/**
 * bench:backoffice's data: one organization with ORDERS orders (default 1,000,000) over EVENTS events (default 50),
 * one to three tickets each (about two on average), written by set-based SQL so a million orders take minutes, not
 * hours. Names come from a seeded generator (lists below, picked by the order's number), so every run holds the
 * same people; a fifth of the surnames carry accents, as the search must fold them. The derived columns the back
 * office reads (search_text, ticket_type_ids, checked_in) are computed the way migration 0016 computes them.
 */
import pg from 'pg';

const FIRST = [
  'Maria',
  'José',
  'Ana',
  'Luis',
  'Sofía',
  'Chloé',
  'Noah',
  'Emma',
  'Liam',
  'Olivia',
  'Mateo',
  'Zoë',
  'Aoife',
  'Seán',
  'Ingrid',
  'Björn',
  'Amélie',
  'Hugo',
  'Léa',
  'Jonas',
  'Fatima',
  'Omar',
  'Priya',
  'Arjun',
  'Mei',
  'Wei',
  'Yuki',
  'Kenji',
  'Grace',
  'Daniel',
  'Hannah',
  'Samuel',
  'Ivy',
  'Oscar',
  'Ruth',
  'Tomás',
  'Inés',
  'Nuno',
  'Eva',
  'Max',
];
const SURNAMES = [
  'López',
  'García',
  'Müller',
  'Smith',
  'Jones',
  'Brown',
  'Núñez',
  'Martínez',
  'O’Brien',
  'Murphy',
  'Kelly',
  'Schröder',
  'Dubois',
  'Lefèvre',
  'Rossi',
  'Bianchi',
  'Novák',
  'Dvořák',
  'Kowalski',
  'Nowak',
  'Andersson',
  'Johansson',
  'Nielsen',
  'Jensen',
  'Okafor',
  'Mensah',
  'Khan',
  'Patel',
  'Singh',
  'Chen',
  'Wang',
  'Tanaka',
  'Sato',
  'Kim',
  'Park',
  'Nguyen',
  'Silva',
  'Santos',
  'Pereira',
  'Costa',
  'Walsh',
  'Byrne',
  'Taylor',
  'Wilson',
  'Evans',
  'Thomas',
  'Roberts',
  'Hughes',
  'Wright',
  'Green',
  'Hall',
  'Wood',
  'Clarke',
  'Turner',
  'Gómez',
  'Ibáñez',
  'Åberg',
  'Østergaard',
  'Çelik',
  'Yılmaz',
];
const DOMAINS = ['example.com', 'mail.example', 'post.example.org', 'inbox.example.net'];

const CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

const literal = (values: string[]) => `array[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(',')}]::text[]`;

/** A code of `length` characters of the alphabet, from a number that is distinct for each row (no clash). */
const codeOf = (n: string, length: number, multiplier: number) =>
  `(select string_agg(substr('${CODE_ALPHABET}', 1 + ((${n}::bigint * ${multiplier}) % (31::bigint ^ ${length})::bigint
     / (31::bigint ^ k)::bigint % 31)::int, 1), '' order by k) from generate_series(0, ${length - 1}) k)`;

export type SeededOrganization = { organizationId: string; eventIds: string[]; ownerUserId: string };

function idOf(rows: { id: string }[]): string {
  const id = rows[0]?.id;
  if (!id) throw new Error('The insert returned no row.');
  return id;
}

/** The organization, its owner (a user row for `firebaseUid`), its events and their three types each. */
async function seedOrganization(client: pg.Client, events: number, firebaseUid: string) {
  const org = await client.query<{ id: string }>(
    `insert into organizations (name, slug) values ('Harbourfront Arenas', 'harbourfront-arenas') returning id`,
  );
  const organizationId = idOf(org.rows);
  const user = await client.query<{ id: string }>(
    `insert into users (firebase_uid, email_verified) values ($1, true) returning id`,
    [firebaseUid],
  );
  const ownerUserId = idOf(user.rows);
  await client.query(`insert into organization_members (organization_id, user_id, role) values ($1, $2, 'OWNER')`, [
    organizationId,
    ownerUserId,
  ]);
  const ev = await client.query<{ id: string }>(
    `insert into events (organization_id, slug, title, venue_name, starts_at, ends_at, time_zone, currency, status)
     select $1, 'night-' || n, 'Arena Night ' || n, 'Harbourfront Arena',
            now() + n * interval '3 days', now() + n * interval '3 days' + interval '4 hours',
            'Europe/London', 'GBP', 'PUBLISHED'
     from generate_series(1, $2::int) n returning id`,
    [organizationId, events],
  );
  await client.query(
    `insert into ticket_types (event_id, name, price_minor, capacity, sort_order)
     select e.id, t.name, t.price, 1000000, t.n
     from events e, (values (1, 'Standing', 3500), (2, 'Seated', 5500), (3, 'VIP', 12000)) t(n, name, price)
     where e.organization_id = $1`,
    [organizationId],
  );
  return { organizationId, ownerUserId, eventIds: ev.rows.map((r) => r.id) };
}

/**
 * Orders ORDERS over the events: order i belongs to event i % EVENTS, holds 1 + i % 3 tickets of one type, was
 * made over the past year, and is PAID (89%), REFUNDED (4%), PARTIALLY_REFUNDED (3%), CANCELLED (2%) or EXPIRED (2%).
 */
async function seedOrders(client: pg.Client, organizationId: string, total: number, chunk: number) {
  for (let from = 1; from <= total; from += chunk) {
    const to = Math.min(total, from + chunk - 1);
    await client.query('begin');
    await client.query(
      `create temp table batch on commit drop as
       with evs as (select id, row_number() over (order by starts_at) - 1 as n, count(*) over () as c
                    from events where organization_id = $1),
       base as (
         select i,
           (${literal(FIRST)})[1 + (i * 7) % ${FIRST.length}] as first,
           (${literal(SURNAMES)})[1 + (i * 13 + i / 97) % ${SURNAMES.length}] as last,
           (${literal(DOMAINS)})[1 + i % ${DOMAINS.length}] as domain,
           1 + i % 3 as quantity, i % 100 as pct
         from generate_series($2::bigint, $3::bigint) i)
       select b.*, e.id as event_id, gen_random_uuid() as order_id, gen_random_uuid() as line_id,
         (select id from ticket_types t where t.event_id = e.id order by sort_order offset (b.i % 3) limit 1) as type_id,
         ${codeOf('b.i', 6, 48271)} as code,
         case when b.pct < 89 then 'PAID' when b.pct < 93 then 'REFUNDED' when b.pct < 96 then 'PARTIALLY_REFUNDED'
              when b.pct < 98 then 'CANCELLED' else 'EXPIRED' end as status,
         now() - ((b.i * 7919) % 31536000) * interval '1 second' as created_at
       from base b join evs e on e.n = b.i % e.c`,
      [organizationId, from, to],
    );
    await insertBatch(client);
    await client.query('commit');
    process.stdout.write(`\rseeded ${to.toLocaleString('en')} orders`);
  }
  process.stdout.write('\n');
}

/** The batch's orders, lines and tickets, and the search text that names them all. */
async function insertBatch(client: pg.Client) {
  await client.query(
    `insert into orders (id, event_id, code, claim_token_hash, status, currency, total_minor, hold_expires_at,
       buyer_email, details_at, payment_provider, payment_intent_id, paid_at, refunded_minor, search_text,
       ticket_type_ids, checked_in, created_at, updated_at)
     select b.order_id, b.event_id, b.code, md5(b.i::text), b.status, 'GBP', b.quantity * t.price_minor,
       b.created_at + interval '10 minutes',
       lower(search_norm(b.first)) || '.' || lower(regexp_replace(search_norm(b.last), '[^a-z]', '', 'g')) || b.i
         || '@' || b.domain,
       b.created_at, case when b.status = 'EXPIRED' then null else 'SIMULATED' end,
       case when b.status = 'EXPIRED' then null else 'pi_bench_' || b.i end,
       case when b.status = 'EXPIRED' then null else b.created_at + interval '2 minutes' end,
       case b.status when 'REFUNDED' then b.quantity * t.price_minor when 'PARTIALLY_REFUNDED' then t.price_minor / 2
         else 0 end,
       '', array[b.type_id], b.status = 'PAID' and b.pct % 3 = 0, b.created_at, b.created_at
     from batch b join ticket_types t on t.id = b.type_id`,
  );
  await client.query(
    `insert into order_lines (id, order_id, ticket_type_id, quantity, unit_price_minor, attendee_names)
     select line_id, order_id, type_id, quantity, (select price_minor from ticket_types where id = type_id), '{}'
     from batch`,
  );
  await client.query(
    `insert into tickets (order_id, order_line_id, event_id, ticket_type_id, place, attendee_name, status, code,
       short_code, created_at)
     select b.order_id, b.line_id, b.event_id, b.type_id, p,
       case when p = 1 then b.first || ' ' || b.last
            else (${literal(FIRST)})[1 + (b.i * 7 + p * 11) % ${FIRST.length}] || ' ' || b.last end,
       case when b.status in ('PAID', 'PARTIALLY_REFUNDED') then 'VALID' else 'VOID' end,
       'bench.' || b.i || '.' || p, ${codeOf('(b.i * 3 + p)', 8, 2147483629)}, b.created_at
     from batch b, generate_series(1, b.quantity) p where b.status <> 'EXPIRED'`,
  );
  await client.query(
    `update orders o set search_text = search_norm(concat_ws(' ', o.code, o.buyer_email,
       (select string_agg(t.attendee_name || ' ' || t.short_code, ' ') from tickets t where t.order_id = o.id)))
     from batch b where o.id = b.order_id`,
  );
}

/** A fresh database already migrated: seeds it and refreshes the planner's statistics. */
export async function seedBackoffice(
  url: string,
  o: { orders: number; events: number; firebaseUid: string },
): Promise<SeededOrganization> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const seeded = await seedOrganization(client, o.events, o.firebaseUid);
    await seedOrders(client, seeded.organizationId, o.orders, 50_000);
    // What autovacuum does on a live database soon after: statistics, and the visibility map index-only scans use.
    await client.query('vacuum analyze');
    return seeded;
  } finally {
    await client.end();
  }
}
