/**
 * `npm run bench:checkin`: how many check-ins a second the API absorbs when door devices come back online at once
 * and upload their queues. A fresh PostgreSQL database, the Auth Emulator and two API instances (as in
 * bench:rush); an event starting in an hour with CHECKIN_TICKETS tickets (default 8,000), bought through the
 * checkout as buyers do; then CHECKIN_DEVICES devices (default 20), each holding an equal share of the codes as
 * scans it made offline, all upload at the same moment, in batches of CHECKIN_BATCH (default 250; the API takes
 * at most 500), each device one batch after another, as the web scanner does. Reports check-ins per second over
 * the whole upload, each batch's latency, and checks that every ticket was let in exactly once.
 */
import { withRequestLimitsLifted } from '../../apps/api/src/rate-limits/limits.ts';
import { startAuthEmulator } from '../lib/auth-emulator.ts';
import { authEmulatorRest } from '../lib/auth-emulator-rest.ts';
import { setUpOnSale } from './rush-event.ts';
import { createClient, errorCode, type Client } from './rush-http.ts';
import { percentile } from './rush-report.ts';
import { benchInstanceEnv, freshDatabase, inBatches, memoryOf, startInstance, type Instance } from './rush-stack.ts';

const TICKETS = Number(process.env['CHECKIN_TICKETS'] ?? 8000);
const DEVICES = Number(process.env['CHECKIN_DEVICES'] ?? 20);
const BATCH = Number(process.env['CHECKIN_BATCH'] ?? 250);
const PER_ORDER = 50;
const PORT = 3460;
const EMULATOR_PORT = 9760;
const PROJECT_ID = 'demo-admit-checkin';
const INSTANCES = 2;

type Data<T> = { data?: T; errors?: { message: string }[] };

async function call<T>(client: Client, token: string, name: string, query: string, variables: object): Promise<T> {
  const answer = await client.mutate<T>('10.9.0.1', token, name, query, variables);
  const body = answer.body as Data<T>;
  if (errorCode(answer) || !body.data) throw new Error(`${name}: ${JSON.stringify(body.errors ?? answer.status)}`);
  return body.data;
}

/** One buyer's order of PER_ORDER places, paid with the simulated processor's 4242; returns its codes. */
async function buyCodes(client: Client, token: string, eventId: string, ticketTypeId: string): Promise<string[]> {
  const { reserveTickets } = await call<{ reserveTickets: { order: { id: string } } }>(
    client,
    token,
    'Reserve',
    `mutation Reserve($e: ID!, $i: ReserveInput!) { reserveTickets(eventId: $e, input: $i) { order { id } } }`,
    { e: eventId, i: { lines: [{ ticketTypeId, quantity: PER_ORDER }], unlockCode: null } },
  );
  const id = reserveTickets.order.id;
  await call(
    client,
    token,
    'Details',
    `mutation Details($id: ID!, $i: OrderDetailsInput!) { setOrderDetails(id: $id, input: $i) { id } }`,
    {
      id,
      i: {
        buyerEmail: 'buyer@checkin.example.test',
        attendeeNames: Array.from({ length: PER_ORDER }, (_, n) => `Guest ${n + 1}`),
      },
    },
  );
  const { startPayment } = await call<{ startPayment: { clientSecret: string } }>(
    client,
    token,
    'Pay',
    `mutation Pay($id: ID!) { startPayment(id: $id) { clientSecret } }`,
    { id },
  );
  await client.postJson('10.9.0.1', '/simulated-processor/confirm', {
    clientSecret: startPayment.clientSecret,
    card: { number: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123' },
  });
  for (;;) {
    const { order } = await call<{ order: { status: string; tickets: { code: string | null }[] } }>(
      client,
      token,
      'Order',
      `query Order($id: ID!) { order(id: $id) { status tickets { code } } }`,
      { id },
    );
    if (order.status === 'PAID') return order.tickets.map((t) => t.code ?? '');
    await new Promise((r) => setTimeout(r, 100));
  }
}

const databaseUrl = await freshDatabase(
  process.env['BENCH_DATABASE_URL'] ?? 'postgres://postgres@127.0.0.1:5432/test',
  'admit_checkin',
);
const emulator = await startAuthEmulator({ port: EMULATOR_PORT, projectId: PROJECT_ID });
const instances: Instance[] = [];
const clients: Client[] = [];
try {
  for (let i = 0; i < INSTANCES; i++) {
    instances.push(
      await startInstance(
        `instance ${i + 1}`,
        benchInstanceEnv({
          port: PORT + i,
          publicPort: PORT,
          databaseUrl,
          projectId: PROJECT_ID,
          emulatorHost: emulator.host,
          // Setting up 8,000 sales from one buyer is not what the limits are for; the upload itself is a few
          // dozen requests from twenty addresses.
          rateLimits: withRequestLimitsLifted('reserve=100000/60,cardAttempt=100000/60'),
        }),
      ),
    );
    clients.push(createClient(instances[i]?.url ?? '', DEVICES));
  }
  const [first] = clients;
  if (!first) throw new Error('no instance');
  const rest = authEmulatorRest(emulator.url, PROJECT_ID);
  const organizer = (await rest.signUp('organizer@checkin.example.test', 'checkin-pass-1')).idToken;
  const buyer = (await rest.signUp('buyer@checkin.example.test', 'checkin-pass-1')).idToken;
  const onSale = await setUpOnSale(first, organizer, [{ name: 'Standing', priceMinor: 2500, capacity: TICKETS }], {
    startsInHours: 1,
    maxPerOrder: PER_ORDER,
  });
  const typeId = onSale.ticketTypes[0]?.id ?? '';
  const orders = await inBatches(Array.from({ length: Math.ceil(TICKETS / PER_ORDER) }), 8, (_, i) =>
    buyCodes(clients[i % INSTANCES] ?? first, buyer, onSale.eventId, typeId),
  );
  const codes = orders.flat().slice(0, TICKETS);
  const { event } = await call<{ event: { checkInLists: { id: string }[] } }>(
    first,
    organizer,
    'Lists',
    `query Lists($s: String!) { event(slug: $s) { checkInLists { id } } }`,
    { s: onSale.slug },
  );
  const listId = event.checkInLists[0]?.id ?? '';
  console.log(`${codes.length} tickets sold for "${onSale.slug}"; ${DEVICES} devices upload in batches of ${BATCH}.`);

  // Each device's share, as its queue: scans it made offline over the last half hour.
  const queues = Array.from({ length: DEVICES }, (_, d) =>
    codes
      .filter((_, i) => i % DEVICES === d)
      .map((code, n) => ({
        listId,
        code,
        kind: 'ENTRY',
        nonce: `bench${d}x${n}x${Date.now().toString(36)}`,
        deviceId: `device-${d}`,
        deviceName: `Door ${d + 1}`,
        scannedAt: new Date(Date.now() - 30 * 60_000 + n * 1000).toISOString(),
        shownOutcome: 'ADMITTED',
      })),
  );
  const latencies: number[] = [];
  let admitted = 0;
  let other = 0;
  const UPLOAD = `mutation UploadCheckIns($scans: [CheckInInput!]!) { uploadCheckIns(scans: $scans) { conflicts results { nonce outcome } } }`;
  const started = performance.now();
  await Promise.all(
    queues.map(async (queue, d) => {
      const client = clients[d % INSTANCES] ?? first;
      for (let i = 0; i < queue.length; i += BATCH) {
        const answer = await client.mutate<{ uploadCheckIns: { results: { outcome: string }[] } }>(
          `10.8.0.${d + 1}`,
          organizer,
          'UploadCheckIns',
          UPLOAD,
          { scans: queue.slice(i, i + BATCH) },
        );
        latencies.push(answer.ms);
        const failed = errorCode(answer);
        if (failed) throw new Error(`device ${d + 1}: ${failed}`);
        for (const r of answer.body.data?.uploadCheckIns.results ?? []) {
          if (r.outcome === 'ADMITTED') admitted += 1;
          else other += 1;
        }
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const { checkInCounts } = await call<{ checkInCounts: { checkedIn: number; expected: number } }>(
    first,
    organizer,
    'Counts',
    `query Counts($l: ID!) { checkInCounts(listId: $l) { checkedIn expected } }`,
    { l: listId },
  );
  const ms = (p: number) => `${Math.round(percentile(latencies, p))} ms`;
  console.log(
    `Uploaded ${codes.length} check-ins from ${DEVICES} devices in ${seconds.toFixed(2)} s: ` +
      `${Math.round(codes.length / seconds).toLocaleString('en')} check-ins/s. ` +
      `Batch of ${BATCH}: p50 ${ms(50)}, p95 ${ms(95)}, p99 ${ms(99)} (${latencies.length} batches). ` +
      `Admitted ${admitted}, other outcomes ${other}; the list counts ${checkInCounts.checkedIn} / ${checkInCounts.expected} checked in. ` +
      `Peak RSS per instance: ${instances.map((i) => `${Math.round(memoryOf(i.pid).peak)} MiB`).join(', ')}.`,
  );
  if (admitted !== codes.length || checkInCounts.checkedIn !== codes.length) {
    throw new Error('not every ticket was let in exactly once');
  }
} finally {
  for (const client of clients) client.close();
  await Promise.allSettled(instances.map((i) => i.stop()));
  await emulator.stop();
}
