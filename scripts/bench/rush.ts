/**
 * `npm run bench:rush` (checkout issue): an on-sale. A fresh event with limited capacity on PostgreSQL, two API
 * instances behind a "load balancer" (buyers alternate between them), and thousands of buyers through the GraphQL
 * API as the web app sends it (rush-buyer.ts), with demand at three times the capacity. Rate limits as an on-sale
 * runs them: the defaults, with each buyer at an address of their own behind a trusted proxy (TRUST_PROXY names
 * loopback, where the balancer would be; the buyers send X-Forwarded-For). It reports orders per minute, latency,
 * tickets sold against capacity (read from the database), answers by code, CPU and the instances' peak memory.
 * `--with-vendure` then runs Vendure's guest-checkout rush (rush-vendure.ts) for the ratio.
 *
 * Settings (environment):
 * - RUSH_BUYERS (2000), RUSH_CONCURRENCY (buyers in flight at once, 200), RUSH_ACCOUNTS (the buyers' accounts in the
 *   Auth Emulator, reused in turn, 300), RUSH_SEED (the buyers' choices, 1);
 * - RUSH_COSTS (60): after the rush, that many buyers one at a time and as many told SOLD_OUT, with the CPU and the
 *   statements of each step (rush-costs.ts; 0 leaves it out);
 * - RUSH_PORT (the instances listen here and on the next port, 3480), RUSH_AUTH_EMULATOR_PORT (9570, and the next
 *   two), BENCH_DATABASE_URL (the PostgreSQL server; a database "admit_rush" is made fresh on it);
 * - RUSH_ROOM=<places a minute>: behind a waiting room (rush-room.ts): every buyer's browser joins the pre-queue, the
 *   on-sale starts, and each checks out with the pass the room's stream gives it; all wait at once;
 * - RUSH_WITHOUT_ROLLUP=1: the live dashboard's rollup triggers (migrations/0025) disabled once the instances have
 *   migrated, for the rush's orders per minute without them, side by side with a run with them;
 * - RUSH_CPU_PROF=<dir> (each instance writes a --cpu-prof profile there), RUSH_LOG_STATEMENTS=1 (every statement
 *   to PostgreSQL's log: with RUSH_BUYERS=12 RUSH_CONCURRENCY=1, a buyer's statements in order);
 * - RUSH_PROMO_USES=<tickets>: a promo code of 10% off with that many uses, typed by every third buyer (a buyer told
 *   it is used up buys at the full price); the report says whether its uses stopped exactly at the limit;
 * - RUSH_VENDURE_BUYERS ("20": rush.js runs, comma-separated), RUSH_VENDURE_SECONDS (20).
 * Linux only (/proc).
 */
import '../../apps/api/src/runtime/require-supported-node.js';
import pg from 'pg';
import { startAuthEmulator } from '../lib/auth-emulator.ts';
import { authEmulatorRest } from '../lib/auth-emulator-rest.ts';
import { assertPortFree } from '../lib/ports.ts';
import { buy, newTally, type Buyer, type Outcome, type Tally } from './rush-buyer.ts';
import { addressOf, chooseDemand, random, TYPES, wish } from './rush-demand.ts';
import { createRushPromoCode, setUpOnSale, whatWasSold } from './rush-event.ts';
import { EVENT_PAGE } from './event-query.ts';
import { createClient, errorCode, type Answer, type Client, type GraphQLBody } from './rush-http.ts';
import { measureCosts } from './rush-costs.ts';
import { joinAll, openRoom, passFor, startOnSale } from './rush-room.ts';
import { printCosts, printRush } from './rush-report.ts';
import {
  cpuOf,
  freshDatabase,
  inBatches,
  machineTicks,
  memoryOf,
  postgresCpu,
  postgresCpuBetween,
  benchInstanceEnv,
  startInstance,
  type Instance,
} from './rush-stack.ts';
import { rushVendure, type VendureRush } from './rush-vendure.ts';

const setting = (name: string, fallback: number, least = 1) => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value < least) throw new Error(`${name} must be a whole number from ${least}.`);
  return value;
};
const BUYERS = setting('RUSH_BUYERS', 2000);
const CONCURRENCY = setting('RUSH_CONCURRENCY', 200);
const ACCOUNTS = Math.min(setting('RUSH_ACCOUNTS', 300), BUYERS);
const COST_BUYERS = setting('RUSH_COSTS', 60, 0);
/** Behind a waiting room letting this many a minute through (0: no room). */
const ROOM_PER_MINUTE = setting('RUSH_ROOM', 0, 0);
/** A promo code with this many uses, typed by every third buyer (0: none). */
const PROMO_USES = setting('RUSH_PROMO_USES', 0, 0);
const SEED = setting('RUSH_SEED', 1);
const PORT = setting('RUSH_PORT', 3480);
const EMULATOR_PORT = setting('RUSH_AUTH_EMULATOR_PORT', 9570);
const INSTANCES = 2;
const DATABASE = 'admit_rush';
/** Event-page views before the on-sale, spread over the instances. */
const WARM_UP = 400;
const PROJECT_ID = 'demo-admit-rush';
const WITH_VENDURE = process.argv.includes('--with-vendure');
const VENDURE_BUYERS = (process.env['RUSH_VENDURE_BUYERS'] ?? '20').split(',').map(Number);
const VENDURE_SECONDS = setting('RUSH_VENDURE_SECONDS', 20);

type Usage = { at: number; instances: number[]; postgres: Map<string, number>; emulator: number; self: number };

function usage(instances: Instance[], emulatorPid: number): Usage {
  const self = process.cpuUsage();
  return {
    at: performance.now(),
    instances: instances.map((i) => cpuOf(i.pid)),
    postgres: postgresCpu(DATABASE),
    emulator: cpuOf(emulatorPid),
    self: (self.user + self.system) / 1e6,
  };
}

/** Shares of one core used between two readings. */
function cpuBetween(a: Usage, b: Usage) {
  const seconds = (b.at - a.at) / 1000;
  return {
    instances: b.instances.map((used, i) => (used - (a.instances[i] ?? 0)) / seconds),
    postgres: postgresCpuBetween(a.postgres, b.postgres) / seconds,
    emulator: (b.emulator - a.emulator) / seconds,
    buyers: (b.self - a.self) / seconds,
  };
}

/** The fresh database the instances share, its statements logged if asked (RUSH_LOG_STATEMENTS=1). */
async function rushDatabase(): Promise<string> {
  for (let i = 0; i < INSTANCES; i++) await assertPortFree(PORT + i, `rush instance ${i + 1}`, 'RUSH_PORT');
  for (let p = EMULATOR_PORT; p < EMULATOR_PORT + 3; p++) {
    await assertPortFree(p, 'Auth Emulator', 'RUSH_AUTH_EMULATOR_PORT');
  }
  const databaseUrl = await freshDatabase(
    process.env['BENCH_DATABASE_URL'] ?? 'postgres://postgres@127.0.0.1:5432/test',
    DATABASE,
  );
  if (process.env['RUSH_LOG_STATEMENTS'] === '1') {
    // Every statement to PostgreSQL's log (for counting statements per step; slows the run down).
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`alter database admit_rush set log_statement = 'all'`);
    await admin.end();
  }
  return databaseUrl;
}

/** The instances, one after the other (the first migrates the fresh database, the second finds it done). */
async function startInstances(databaseUrl: string, emulatorHost: string, instances: Instance[], clients: Client[]) {
  const profileDir = process.env['RUSH_CPU_PROF'];
  for (let i = 0; i < INSTANCES; i++) {
    const env = benchInstanceEnv({
      port: PORT + i,
      publicPort: PORT,
      databaseUrl,
      projectId: PROJECT_ID,
      emulatorHost,
      // The defaults: each buyer counts at their own address behind the balancer.
      rateLimits: '',
    });
    const nodeOptions = profileDir ? ['--cpu-prof', '--cpu-prof-dir', profileDir] : [];
    // The proof of work is the phones' cost, not Admit's; here 2,000 browsers' solvers would share the machine with
    // the instances, so the room asks for 2 zero digits instead of 4 (the join itself is measured the same).
    if (ROOM_PER_MINUTE > 0) env['WAITING_ROOM_PROOF_ZEROS'] = '2';
    instances.push(await startInstance(`instance ${i + 1}`, env, { nodeOptions, probe: COST_BUYERS > 0 }));
    clients.push(createClient(instances[i]?.url ?? '', Math.ceil(CONCURRENCY / INSTANCES)));
  }
}

type Account = { email: string; idToken: string };

/** The organizer and the buyers' accounts (returning customers: each has used Admit before, so their user row exists). */
async function signUpEveryone(emulatorUrl: string): Promise<{ organizer: Account; accounts: Account[] }> {
  const rest = authEmulatorRest(emulatorUrl, PROJECT_ID);
  const organizer = await rest.signUpVerified('organizer@rush.example.test', 'rush-pass-1');
  const accounts: Account[] = await inBatches(
    Array.from({ length: ACCOUNTS }, (_, i) => `buyer-${i}@rush.example.test`),
    20,
    async (email) => ({ email, idToken: (await rest.signUp(email, 'rush-pass-1')).idToken }),
  );
  return { organizer, accounts };
}

/** Each buyer's account seen once, then people waiting on the event page: the instances warm (JIT, pools, caches). */
async function warmUp(clients: Client[], accounts: Account[], slug: string): Promise<void> {
  const [first] = clients;
  if (!first) throw new Error('no instance');
  const warm = async (answer: Promise<Answer<GraphQLBody<unknown>>>) => {
    const code = errorCode(await answer);
    if (code) throw new Error(`warming up: ${code}`);
  };
  const clientFor = (i: number) => clients[i % INSTANCES] ?? first;
  const viewer = 'query Viewer { viewer { user { id } } }';
  await inBatches(accounts, 20, (account, i) =>
    warm(clientFor(i).query(addressOf(BUYERS + i), account.idToken, 'Viewer', viewer, {})),
  );
  await inBatches(Array.from({ length: WARM_UP }), 20, (_, i) =>
    warm(clientFor(i).query(addressOf(BUYERS + ACCOUNTS + i), null, 'EventPage', EVENT_PAGE, { slug })),
  );
}

type OnSale = Awaited<ReturnType<typeof setUpOnSale>> & { promoCode?: string };
type Stack = { instances: Instance[]; clients: Client[]; emulatorPid: number; databaseUrl: string };

/** Every buyer at once (CONCURRENCY in flight), measured and reported; resolves to the paid orders per minute. */
async function theRush(
  stack: Stack,
  onSale: OnSale,
  accounts: Account[],
  wishes: ReturnType<typeof chooseDemand>['wishes'],
  roomKeys: string[] | null,
) {
  const { instances, clients } = stack;
  const [first] = clients;
  if (!first) throw new Error('no instance');
  const before = usage(instances, stack.emulatorPid);
  const machineBefore = machineTicks();
  const memoryBefore = instances.map((i) => memoryOf(i.pid));
  const tally: Tally = newTally();
  const buyers: Buyer[] = wishes.map((wish, index) => ({
    index,
    address: addressOf(index),
    account: accounts[index % ACCOUNTS] ?? { email: '', idToken: '' },
    ticketTypeId: onSale.ticketTypes[wish.type]?.id ?? '',
    quantity: wish.quantity,
    ...(onSale.promoCode && index % 3 === 0 ? { promoCode: onSale.promoCode } : {}),
  }));
  if (roomKeys) await startOnSale(stack.databaseUrl, onSale.eventId);
  const roomOpenedAt = performance.now();
  // Behind the room everyone waits at once, and only the admitted are in checkout.
  const outcomes: Outcome[] = await inBatches(buyers, roomKeys ? BUYERS : CONCURRENCY, (buyer) =>
    admitted(clients[buyer.index % INSTANCES] ?? first, buyer, onSale.eventId, roomKeys)
      .then((ready) => (ready ? buy(clients[buyer.index % INSTANCES] ?? first, ready, onSale.eventId, tally) : noPass))
      .catch((error: unknown): Outcome => {
        const code = error instanceof Error ? error.message.slice(0, 80) : String(error);
        tally.codes.set(`network: ${code}`, (tally.codes.get(`network: ${code}`) ?? 0) + 1);
        return { kind: 'failed', step: 'network', code };
      }),
  );
  const cpu = cpuBetween(before, usage(instances, stack.emulatorPid));
  const machineAfter = machineTicks();
  const paid = outcomes.flatMap((o) => (o.kind === 'paid' ? [o.paidAt] : []));
  const wallSeconds = (Math.max(...paid) - (tally.firstReserveAt ?? 0)) / 1000;
  const ordersPerMinute = (paid.length / wallSeconds) * 60;
  if (roomKeys) {
    const fromOnSale = (Math.max(...paid) - roomOpenedAt) / 1000;
    console.log(`Behind the room: ${((paid.length / fromOnSale) * 60).toFixed(0)} orders/min from the on-sale itself.`);
  }
  // What was sold, from the database: never above capacity, and all of it when demand exceeds it.
  const sold = await whatWasSold(stack.databaseUrl, onSale.eventId);
  const all = machineAfter.all - machineBefore.all;
  const machine = (machineAfter.busy - machineBefore.busy) / all;
  const steal = (machineAfter.steal - machineBefore.steal) / all;
  const capacity = onSale.ticketTypes.reduce((sum, t) => sum + t.capacity, 0);
  printRush({
    ordersPerMinute,
    wallSeconds,
    outcomes,
    tally,
    capacity,
    sold,
    cpu: { ...cpu, machine, steal },
    memory: instances.map((i, n) => ({ before: memoryBefore[n]?.rss ?? NaN, peak: memoryOf(i.pid).peak })),
  });
  if (sold.types.some((t) => t.quantity_sold > t.capacity)) process.exitCode = 1;
  if (sold.promo.some((p) => p.max_uses !== null && p.uses > p.max_uses)) process.exitCode = 1;
  return ordersPerMinute;
}

/** Where the time goes: buyers one at a time, on an event with room for all, then as many told SOLD_OUT. */
async function whereTheTimeGoes(stack: Stack, onSale: OnSale, organizer: Account, accounts: Account[]) {
  const [first] = stack.clients;
  if (!first) throw new Error('no instance');
  const next = random(SEED + 1);
  const roomy = await setUpOnSale(
    first,
    organizer.idToken,
    TYPES.map((t) => ({ name: t.name, priceMinor: t.priceMinor, capacity: 4 * COST_BUYERS })),
  );
  const measured = (eventId: (type: number) => string) =>
    Array.from({ length: COST_BUYERS }, (_, i): Buyer => {
      const index = BUYERS + ACCOUNTS + WARM_UP + i;
      const { type, quantity } = wish(next);
      return {
        index,
        address: addressOf(index),
        account: accounts[i % ACCOUNTS] ?? { email: '', idToken: '' },
        ticketTypeId: eventId(type),
        quantity,
      };
    });
  const costs = await measureCosts({
    instances: stack.instances,
    clients: stack.clients,
    emulatorPid: stack.emulatorPid,
    database: DATABASE,
    paying: { buyers: measured((t) => roomy.ticketTypes[t]?.id ?? ''), eventId: roomy.eventId },
    soldOut: { buyers: measured((t) => onSale.ticketTypes[t]?.id ?? ''), eventId: onSale.eventId },
  });
  printCosts(costs);
}

/** The rush on Admit; resolves to its orders per minute. */
async function rushAdmit(): Promise<number> {
  const { wishes, demand, capacity } = chooseDemand(BUYERS, SEED);
  const totalCapacity = capacity.reduce((s, n) => s + n, 0);
  const totalDemand = demand.reduce((s, n) => s + n, 0);
  const databaseUrl = await rushDatabase();
  const emulator = await startAuthEmulator({ port: EMULATOR_PORT, projectId: PROJECT_ID });
  const instances: Instance[] = [];
  const clients: Client[] = [];
  try {
    await startInstances(databaseUrl, emulator.host, instances, clients);
    if (process.env['RUSH_WITHOUT_ROLLUP'] === '1') await disableRollup(databaseUrl);
    const [first] = clients;
    if (!first) throw new Error('no instance');
    const { organizer, accounts } = await signUpEveryone(emulator.url);
    const types = TYPES.map((t, i) => ({ name: t.name, priceMinor: t.priceMinor, capacity: capacity[i] ?? 0 }));
    const onSale: OnSale = await setUpOnSale(first, organizer.idToken, types);
    if (PROMO_USES > 0)
      onSale.promoCode = await createRushPromoCode(first, organizer.idToken, onSale.eventId, PROMO_USES);
    const roomKeys = ROOM_PER_MINUTE > 0 ? await preQueue(clients, organizer.idToken, onSale.eventId) : null;
    await warmUp(clients, accounts, onSale.slug);
    console.log(
      `On-sale "${onSale.slug}": ${onSale.ticketTypes.map((t) => `${t.name} ${t.capacity}`).join(', ')} = ` +
        `${totalCapacity} tickets; ${BUYERS} buyers asking for ${totalDemand} (${(totalDemand / totalCapacity).toFixed(2)}× ` +
        `capacity), ${CONCURRENCY} at once, ${ACCOUNTS} accounts, ${INSTANCES} instances (${instances.map((i) => i.url).join(', ')}), ` +
        `PAID pushed over SSE. Rate limits: the defaults, per buyer address (TRUST_PROXY=127.0.0.1,::1, X-Forwarded-For).`,
    );
    const stack: Stack = { instances, clients, emulatorPid: emulator.child.pid ?? 0, databaseUrl };
    const ordersPerMinute = await theRush(stack, onSale, accounts, wishes, roomKeys);
    if (COST_BUYERS > 0) await whereTheTimeGoes(stack, onSale, organizer, accounts);
    return ordersPerMinute;
  } finally {
    for (const client of clients) client.close();
    await Promise.allSettled(instances.map((i) => i.stop()));
    await emulator.stop();
  }
}

/** Behind a room: it is turned on a day ahead, and every buyer's browser joins during the pre-queue. */
async function preQueue(clients: Client[], organizerToken: string, eventId: string): Promise<string[]> {
  const [first] = clients;
  if (!first) throw new Error('no instance');
  await openRoom(first, organizerToken, eventId, ROOM_PER_MINUTE);
  const started = performance.now();
  const keys = await joinAll(
    clients,
    eventId,
    Array.from({ length: BUYERS }, (_, i) => addressOf(i)),
  );
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `Waiting room: ${keys.length} browsers joined the pre-queue in ${seconds} s; ${ROOM_PER_MINUTE} a minute.`,
  );
  return keys;
}

const noPass: Outcome = { kind: 'failed', step: 'room', code: 'no pass' };

/** The buyer as they reach checkout: with no room at once; behind one, once its stream gives their browser a pass. */
async function admitted(api: Client, buyer: Buyer, eventId: string, roomKeys: string[] | null): Promise<Buyer | null> {
  const browserKey = roomKeys?.[buyer.index];
  if (!roomKeys || !browserKey) return roomKeys ? null : buyer;
  const token = await passFor(api, buyer.address, eventId, browserKey);
  return token ? { ...buyer, admission: { token, browserKey } } : null;
}

/** The dashboard's rollup triggers off (RUSH_WITHOUT_ROLLUP=1): what the rush costs without the live dashboard. */
async function disableRollup(databaseUrl: string): Promise<void> {
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  try {
    const triggers = await admin.query<{ table: string; name: string }>(
      `select c.relname as table, t.tgname as name from pg_trigger t join pg_class c on c.oid = t.tgrelid
       where t.tgname like 'dashboard_%' and not t.tgisinternal`,
    );
    for (const t of triggers.rows) await admin.query(`alter table ${t.table} disable trigger ${t.name}`);
    console.log(`rollup off: ${triggers.rows.map((t) => t.name).join(', ')}`);
  } finally {
    await admin.end();
  }
}

async function main(): Promise<void> {
  const admitPerMinute = await rushAdmit();
  if (WITH_VENDURE) {
    console.log(
      `\nVendure's guest checkout (rush.js), ${VENDURE_BUYERS.join(', ')} buyers, ${VENDURE_SECONDS} s each:`,
    );
    const results: VendureRush[] = await rushVendure(VENDURE_BUYERS, VENDURE_SECONDS);
    const share = (n: number) => `${(100 * n).toFixed(0)}%`;
    for (const r of results) {
      const c = r.cpu;
      console.log(
        `  ${r.buyers} buyers, CPU (shares of one core): Vendure ${share(c.vendure)}, its PostgreSQL ${share(c.postgres)}, ` +
          `rush.js ${share(c.client)}; the machine ${share(c.machine)} busy of both cores, of which other work ` +
          `${share(c.otherWork)}.`,
      );
      console.log(
        r.failed > 0
          ? `  ${r.buyers} buyers: ${r.failed} checkouts failed, so no ratio (see the first error above).`
          : `  ${r.buyers} buyers: ${r.ordersPerMinute} orders/min; Admit's ${admitPerMinute.toFixed(0)} is ` +
              `${(admitPerMinute / r.ordersPerMinute).toFixed(1)}× that.`,
      );
    }
  }
}

await main();
