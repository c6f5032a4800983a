/**
 * One rush with one fault in it, for `npm run bench:faults` (which prints it) and its short version in `npm test`
 * (faults.test.ts, which asserts it): a fresh database on the given PostgreSQL server, two API instances sharing it,
 * buyers for twice the places through the patient failover client, the fault once the rush is under way, then the
 * database read after every succeeded card has had its chance to be paid.
 */
import { authEmulatorRest } from '../lib/auth-emulator-rest.ts';
import { EVENT_PAGE } from './event-query.ts';
import { WEBHOOK_PATH } from '../../apps/api/src/modules/payments/http.ts';
import { startStripeApiStandIn, type StripeApiStandIn } from '../test/stripe-api-stand-in.ts';
import { settled, undoneWork, type Ledger } from './faults-checks.ts';
import { failoverClient, stripeCardForm, type Retries } from './faults-client.ts';
import { buy, newTally, type Outcome } from './rush-buyer.ts';
import { addressOf, chooseDemand } from './rush-demand.ts';
import { setUpOnSale } from './rush-event.ts';
import { createClient, errorCode, type Client } from './rush-http.ts';
import { benchInstanceEnv, freshDatabase, inBatches, startInstance, type Instance } from './rush-stack.ts';

export type Stack = { instances: Instance[]; clients: Client[]; databaseUrl: string; stripe: StripeApiStandIn | null };
export type Account = { email: string; idToken: string };

/** The rushes' people on the Auth Emulator: a verified organizer and `count` buyers' accounts, 20 made at a time. */
export async function faultAccounts(emulatorUrl: string, projectId: string, count: number) {
  const rest = authEmulatorRest(emulatorUrl, projectId);
  const organizer = await rest.signUpVerified('organizer@faults.example.test', 'faults-pass-1');
  const accounts = await inBatches(Array.from({ length: count }), 20, async (_, i) => {
    const email = `buyer-${i}@faults.example.test`;
    return { email, idToken: (await rest.signUp(email, 'faults-pass-1')).idToken };
  });
  return { organizer, accounts };
}

const STRIPE_KEYS = {
  STRIPE_SECRET_KEY: 'sk_test_admit_faults',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_admit_faults',
  STRIPE_WEBHOOK_SECRET: 'whsec_admit_faults',
};

export type FaultRush = {
  /** The PostgreSQL server the rush's fresh database is made on (its maintenance database's URL). */
  serverUrl: string;
  database: string;
  /** The two instances' ports; the first is the balancer's public address, where Stripe's webhooks go. */
  ports: [number, number];
  emulatorHost: string;
  projectId: string;
  organizer: Account;
  accounts: Account[];
  buyers: number;
  places: number;
  concurrency: number;
  /** When the fault happens: this long after the first buyer, or once this many buyers are done. */
  faultAfter: { ms: number } | { buyersDone: number };
  fault(stack: Stack): Promise<string>;
  /** Pay through Stripe's SDK at a local stand-in instead of the simulated processor. */
  throughStripe: boolean;
  /** Which instances are expected to be running afterwards. */
  alive: [boolean, boolean];
  /** How long to wait for every succeeded card to find its order paid, and then for every job and mail. */
  settleMs: number;
  /** Past this, the rush is stopped as failed (a buyer waiting for ever for PAID, say) and the instances stopped. */
  rushDeadlineMs: number;
};

export type FaultRushResult = {
  what: string;
  /** Buyers done when the fault began, and of those how many had paid; buyers done when it was over. */
  before: { done: number; paid: number; doneAfterFault: number };
  outcomes: Outcome[];
  retries: Retries;
  ledger: Ledger;
  /** Per instance: 'answers', 'killed' or 'NOT ANSWERING'. */
  instances: string[];
  /** Jobs and mails still not done once the rush settled (undoneWork), in words. */
  undone: string[];
};

/** Starts the rush's database, stand-in and instances into `stack` one by one, so a failure stops what started. */
async function startStack(o: FaultRush, stack: Stack): Promise<void> {
  stack.databaseUrl = await freshDatabase(o.serverUrl, o.database);
  const [publicPort] = o.ports;
  const webhook = { url: `http://127.0.0.1:${publicPort}${WEBHOOK_PATH}`, secret: STRIPE_KEYS.STRIPE_WEBHOOK_SECRET };
  if (o.throughStripe) stack.stripe = await startStripeApiStandIn({ webhook });
  for (const [i, port] of o.ports.entries()) {
    const databaseUrl = stack.databaseUrl;
    const env = { port, publicPort, databaseUrl, projectId: o.projectId, emulatorHost: o.emulatorHost, rateLimits: '' };
    const payments = stack.stripe ? { ...STRIPE_KEYS, STRIPE_API_URL: stack.stripe.url } : {};
    const instance = await startInstance(`instance ${i + 1}`, { ...benchInstanceEnv(env), ...payments });
    stack.instances.push(instance);
    stack.clients.push(createClient(instance.url, o.concurrency));
  }
}

/** Whether each instance expected to run answers the event page now. */
async function answering(stack: Stack, slug: string, alive: boolean[]): Promise<string[]> {
  return Promise.all(
    stack.clients.map(async (client, i) => {
      if (!alive[i]) return 'killed';
      const answer = await client.query('192.0.2.9', null, 'EventPage', EVENT_PAGE, { slug }).catch(() => null);
      return answer && !errorCode(answer) ? 'answers' : 'NOT ANSWERING';
    }),
  );
}

/** The stand-in's succeeded charges per order: what Stripe's dashboard would list. */
function stripeCharges(stripe: StripeApiStandIn | null): Map<string, number> {
  const charges = new Map<string, number>();
  for (const intent of stripe?.intents ?? []) {
    const orderId = intent.metadata['orderId'];
    if (intent.status === 'succeeded' && orderId) charges.set(orderId, (charges.get(orderId) ?? 0) + 1);
  }
  return charges;
}

/** The fault, fired once when `faultAfter` comes (`progress` is told each buyer done); what buyers had done then. */
function scheduleFault(o: FaultRush, stack: Stack, outcomes: () => Outcome[]) {
  let fire: () => void = () => undefined;
  const at = new Promise<void>((resolve) => (fire = resolve));
  if ('ms' in o.faultAfter) setTimeout(fire, o.faultAfter.ms);
  const threshold = 'buyersDone' in o.faultAfter ? o.faultAfter.buyersDone : Infinity;
  const before = { done: 0, paid: 0, doneAfterFault: 0 };
  const happened = at.then(async () => {
    const done = outcomes().filter(Boolean);
    Object.assign(before, { done: done.length, paid: done.filter((x) => x.kind === 'paid').length });
    const what = await o.fault(stack).catch((e: unknown) => `fault failed: ${String(e)}`);
    before.doneAfterFault = outcomes().filter(Boolean).length;
    return what;
  });
  // `now` fires it at the latest when the last buyer is done, so a rush shorter than its threshold still ends.
  return { happened, before, progress: (done: number) => done >= threshold && fire(), now: fire };
}

/** `work`, or a rejection naming `what` once `ms` has passed. */
async function within<T>(ms: number, what: string, work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not finish in ${ms / 1000} s`)), ms);
  });
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}

export async function rushWithFault(o: FaultRush): Promise<FaultRushResult> {
  const stack: Stack = { instances: [], clients: [], databaseUrl: '', stripe: null };
  try {
    await startStack(o, stack);
    const [first] = stack.clients;
    if (!first) throw new Error('no instance');
    const types = [{ name: 'Standing', priceMinor: 2500, capacity: o.places }];
    const onSale = await setUpOnSale(first, o.organizer.idToken, types);
    const { wishes } = chooseDemand(o.buyers, 7);
    const retries: Retries = new Map();
    const tally = newTally();
    const outcomes: Outcome[] = new Array<Outcome>(o.buyers);
    let done = 0;
    const fault = scheduleFault(o, stack, () => outcomes);
    const rush = inBatches(wishes, o.concurrency, async (wish, index) => {
      const buyer = {
        index,
        address: addressOf(index),
        account: o.accounts[index % o.accounts.length] ?? { email: '', idToken: '' },
        ticketTypeId: onSale.ticketTypes[0]?.id ?? '',
        quantity: wish.quantity,
        ...(stack.stripe ? { confirmCard: stripeCardForm(stack.stripe.url, retries) } : {}),
      };
      outcomes[index] = await buy(
        failoverClient(stack.clients, index % 2, retries),
        buyer,
        onSale.eventId,
        tally,
      ).catch((error: unknown): Outcome => ({ kind: 'failed', step: 'network', code: String(error).slice(0, 80) }));
      fault.progress(++done);
    });
    await within(o.rushDeadlineMs, `the rush (${o.buyers - done} buyers still in it)`, rush);
    fault.now();
    const what = await fault.happened;
    const charges = stack.stripe ? () => stripeCharges(stack.stripe) : null;
    const ledger = await settled(stack.databaseUrl, onSale.eventId, o.settleMs, charges);
    const undone = await undoneWork(stack.databaseUrl, o.settleMs);
    const instances = await answering(stack, onSale.slug, o.alive);
    return { what, before: fault.before, outcomes, retries, ledger, instances, undone };
  } finally {
    for (const client of stack.clients) client.close();
    await Promise.allSettled(stack.instances.map((i) => i.stop()));
    await stack.stripe?.close();
  }
}
