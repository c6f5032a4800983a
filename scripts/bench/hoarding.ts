/**
 * `npm run bench:hoarding` (issue 24): the hoarding probe. People who want an event's stock held without paying
 * try to take all of it, and the probe measures what they hold afterwards. Three attacks, each on a fresh event of
 * its own (1,500 places, at most 10 per order), against two API instances on PostgreSQL with the default limits,
 * each request from one of 20 addresses behind the trusted balancer (X-Forwarded-For):
 * - 100 fresh accounts (five per address), each sending 10 holds of 10 at once;
 * - signed out, one browser per address (the web app's key), 20 holds of 10 each;
 * - signed out, a new browser key with every request (a script rotating them), 20 holds of 10 per address.
 * Settings: HOARD_PORT (3590, and the next), HOARD_AUTH_EMULATOR_PORT (9590, and the next two), BENCH_DATABASE_URL.
 */
import '../../apps/api/src/runtime/require-supported-node.js';
import { randomBytes } from 'node:crypto';
import { startAuthEmulator } from '../lib/auth-emulator.ts';
import { authEmulatorRest } from '../lib/auth-emulator-rest.ts';
import { assertPortFree } from '../lib/ports.ts';
import { setUpOnSale } from './rush-event.ts';
import { createClient, errorCode, type Client } from './rush-http.ts';
import { benchInstanceEnv, freshDatabase, inBatches, startInstance, withPg, type Instance } from './rush-stack.ts';

const PORT = Number(process.env['HOARD_PORT'] ?? 3590);
const EMULATOR_PORT = Number(process.env['HOARD_AUTH_EMULATOR_PORT'] ?? 9590);
const SERVER = process.env['BENCH_DATABASE_URL'] ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const PROJECT_ID = 'demo-admit-hoarding';
const CAPACITY = 1_500;
const MAX_PER_ORDER = 10;
const ADDRESSES = 20;
const ACCOUNTS = 100;
const RESERVE = `mutation ReserveTickets($eventId: ID!, $input: ReserveInput!) {
  reserveTickets(eventId: $eventId, input: $input) { claimToken order { id status } } }`;

/** The `i`th request's address among the attack's own 20 (each attack has fresh ones: limits per address reset). */
const addressOf = (i: number, attack: number) => `10.77.${attack * ADDRESSES + (i % ADDRESSES)}.1`;
const newBrowserKey = () => randomBytes(24).toString('base64url');

type Attempt = { address: string; token: string | null; browserKey: string | null };
type Result = { attempts: number; holds: number; codes: Map<string, number>; held: number };

/** Every attempt at once (in batches of 50 in flight), each asking for MAX_PER_ORDER of the one type. */
async function attack(clients: Client[], eventId: string, typeId: string, attempts: Attempt[], url: string) {
  const codes = new Map<string, number>();
  let holds = 0;
  await inBatches(attempts, 50, async (a, i) => {
    const client = clients[i % clients.length];
    if (!client) throw new Error('no instance');
    const input = { lines: [{ ticketTypeId: typeId, quantity: MAX_PER_ORDER }], unlockCode: null };
    const headers = a.browserKey ? { 'x-admit-browser': a.browserKey } : {};
    const answer = await client.mutate(a.address, a.token, 'ReserveTickets', RESERVE, { eventId, input }, headers);
    const code = errorCode(answer);
    if (code) codes.set(code, (codes.get(code) ?? 0) + 1);
    else holds++;
  });
  return { attempts: attempts.length, holds, codes, held: await heldNow(url, eventId) } satisfies Result;
}

/** Places held by running holds of the event, read from the database. */
async function heldNow(url: string, eventId: string): Promise<number> {
  return withPg(url, async (db) => {
    const { rows } = await db.query<{ n: number }>(
      `select coalesce(sum(l.quantity), 0)::int as n from orders o join order_lines l on l.order_id = o.id
        where o.event_id = $1 and o.status = 'RESERVED' and o.hold_expires_at > now()`,
      [eventId],
    );
    return rows[0]?.n ?? 0;
  });
}

/** The three attacks' requests. */
async function attempts(emulatorUrl: string): Promise<Record<string, Attempt[]>> {
  const rest = authEmulatorRest(emulatorUrl, PROJECT_ID);
  const accounts = await inBatches(Array.from({ length: ACCOUNTS }), 20, async (_, i) => ({
    address: addressOf(i, 0),
    token: (await rest.signUp(`hoarder-${i}@hoarding.example.test`, 'hoard-pass-1')).idToken,
  }));
  const perAddress = (attack: number, make: (address: string, i: number) => Attempt) =>
    Array.from({ length: ADDRESSES * 20 }, (_, i) => make(addressOf(i, attack), i));
  const keys = Array.from({ length: ADDRESSES }, newBrowserKey);
  return {
    '100 fresh accounts, 10 holds each': accounts.flatMap((a) =>
      Array.from({ length: 10 }, () => ({ ...a, browserKey: newBrowserKey() })),
    ),
    'signed out, one browser per address': perAddress(1, (address, i) => ({
      address,
      token: null,
      browserKey: keys[i % ADDRESSES] ?? null,
    })),
    'signed out, a new browser key each time': perAddress(2, (address) => ({
      address,
      token: null,
      browserKey: newBrowserKey(),
    })),
  };
}

function report(name: string, r: Result): void {
  const codes = [...r.codes].map(([c, n]) => `${c} ×${n}`).join(', ') || 'none';
  console.log(`| ${name} | ${r.attempts} | ${r.holds} | **${r.held}** of ${CAPACITY} | ${codes} |`);
}

async function main(): Promise<void> {
  for (const port of [PORT, PORT + 1, EMULATOR_PORT, EMULATOR_PORT + 1, EMULATOR_PORT + 2]) {
    await assertPortFree(port, `hoarding port ${port}`, 'HOARD_PORT');
  }
  const url = await freshDatabase(SERVER, 'admit_hoarding');
  const emulator = await startAuthEmulator({ port: EMULATOR_PORT, projectId: PROJECT_ID });
  const instances: Instance[] = [];
  try {
    for (let i = 0; i < 2; i++) {
      const env = benchInstanceEnv({
        port: PORT + i,
        publicPort: PORT,
        databaseUrl: url,
        projectId: PROJECT_ID,
        emulatorHost: emulator.host,
        rateLimits: '',
      });
      instances.push(await startInstance(`instance ${i + 1}`, env));
    }
    const clients = instances.map((i) => createClient(i.url, 50));
    const [first] = clients;
    if (!first) throw new Error('no instance');
    const organizer = await authEmulatorRest(emulator.url, PROJECT_ID).signUpVerified(
      'organizer@hoarding.example.test',
      'hoard-pass-1',
    );
    const plans = await attempts(emulator.url);
    console.log(
      `\nThe hoarding probe: ${CAPACITY} places, at most ${MAX_PER_ORDER} per order, ${ADDRESSES} addresses, default limits.\n`,
    );
    console.log('| Attack | Holds asked | Holds granted | Places held after | Refusals |');
    console.log('| --- | --- | --- | --- | --- |');
    for (const [name, list] of Object.entries(plans)) {
      const onSale = await setUpOnSale(
        first,
        organizer.idToken,
        [{ name: 'Standing', priceMinor: 2500, capacity: CAPACITY }],
        {
          maxPerOrder: MAX_PER_ORDER,
        },
      );
      report(name, await attack(clients, onSale.eventId, onSale.ticketTypes[0]?.id ?? '', list, url));
    }
    console.log(
      `\nTarget for the accounts: at most ${ACCOUNTS} × ${MAX_PER_ORDER} = ${ACCOUNTS * MAX_PER_ORDER} places.`,
    );
    for (const client of clients) client.close();
  } finally {
    await Promise.allSettled(instances.map((i) => i.stop()));
    await emulator.stop();
  }
}

await main();
