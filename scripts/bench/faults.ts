/**
 * `npm run bench:faults` (issue 24): faults in the middle of an on-sale, measured. Each scenario is a rush of its
 * own (a fresh database, the Auth Emulator, two API instances, 800 buyers for 400 places, 100 in flight) with one
 * fault three seconds in:
 * - `postgres-restart`: PostgreSQL shut down fast and started again (pg_ctlcluster … restart -m fast);
 * - `instance-kill`: the second instance SIGKILLed (its buyers' requests go to the first, as a balancer sends them);
 * - `provider-down`: the instances pay through Stripe (the SDK, pointed at the local stand-in, which plays the card's
 *   confirm and delivers signed webhooks), and Stripe becomes unreachable for 30 s: every connection cut, the API's
 *   and the card form's alike. A buyer told PAYMENT_PROVIDER_UNAVAILABLE presses "Try again".
 * Buyers behave as the web app and a patient person do (faults-client.ts): an answer-less or internal error is
 * tried again after a second for up to a minute, on the next instance. Afterwards the database must show every card
 * that succeeded paid, nothing sold past capacity, as many valid tickets as paid places, no order charged twice
 * (the simulated processor's intents, or the stand-in's), and both (live) instances answering. It restarts the machine's PostgreSQL: never run it beside other work on it.
 * Settings: FAULTS_PORT (3620, and the next), FAULTS_AUTH_EMULATOR_PORT (9620, …), BENCH_DATABASE_URL,
 * FAULTS_PG_CLUSTER ("15 main"), and the scenarios' names as arguments (all by default).
 */
import '../../apps/api/src/runtime/require-supported-node.js';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { startAuthEmulator } from '../lib/auth-emulator.ts';
import { assertPortFree } from '../lib/ports.ts';
import { faultsIn } from './faults-checks.ts';
import { faultAccounts, rushWithFault, type Account, type FaultRushResult, type Stack } from './faults-rush.ts';
import type { Outcome } from './rush-buyer.ts';

const PORT = Number(process.env['FAULTS_PORT'] ?? 3620);
const EMULATOR_PORT = Number(process.env['FAULTS_AUTH_EMULATOR_PORT'] ?? 9620);
const SERVER = process.env['BENCH_DATABASE_URL'] ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const CLUSTER = (process.env['FAULTS_PG_CLUSTER'] ?? '15 main').split(' ');
const PROJECT_ID = 'demo-admit-faults';
const BUYERS = 800;
const PLACES = 400;
const CONCURRENCY = 100;
const ACCOUNTS = 200;
const FAULT_AFTER_MS = 3_000;
const PROVIDER_DOWN_MS = 30_000;

const SCENARIOS: Record<string, (stack: Stack) => Promise<string>> = {
  async 'postgres-restart'() {
    const started = performance.now();
    await promisify(execFile)('pg_ctlcluster', [...CLUSTER, 'restart', '-m', 'fast']);
    return `PostgreSQL restarted (fast shutdown, start) in ${Math.round(performance.now() - started)} ms`;
  },
  async 'instance-kill'({ instances }) {
    const victim = instances[1];
    if (!victim) throw new Error('no second instance');
    process.kill(victim.pid, 'SIGKILL');
    return `instance 2 (pid ${victim.pid}) SIGKILLed`;
  },
  async 'provider-down'({ stripe }) {
    if (!stripe) throw new Error('no Stripe stand-in');
    stripe.unreachable(true);
    await new Promise((resolve) => setTimeout(resolve, PROVIDER_DOWN_MS));
    stripe.unreachable(false);
    return `Stripe unreachable for ${PROVIDER_DOWN_MS / 1000} s (every connection cut, the API's and the card form's)`;
  },
};

/** The scenarios that pay through Stripe's SDK (at the stand-in) instead of the simulated processor. */
const THROUGH_STRIPE = new Set(['provider-down']);

async function runScenario(name: string, emulatorHost: string, accounts: Account[], organizer: Account) {
  const fault = SCENARIOS[name];
  if (!fault) throw new Error(`no scenario "${name}" (${Object.keys(SCENARIOS).join(', ')})`);
  const result = await rushWithFault({
    serverUrl: SERVER,
    database: 'admit_faults',
    ports: [PORT, PORT + 1],
    emulatorHost,
    projectId: PROJECT_ID,
    organizer,
    accounts,
    buyers: BUYERS,
    places: PLACES,
    concurrency: CONCURRENCY,
    faultAfter: { ms: FAULT_AFTER_MS },
    fault,
    throughStripe: THROUGH_STRIPE.has(name),
    alive: name === 'instance-kill' ? [true, false] : [true, true],
    settleMs: 150_000,
    rushDeadlineMs: 15 * 60_000,
  });
  report(name, result);
}

function report(name: string, { what, outcomes, retries, ledger, instances, undone }: FaultRushResult) {
  const count = (kind: Outcome['kind']) => outcomes.filter((o) => o.kind === kind).length;
  const failed = outcomes.flatMap((o) => (o.kind === 'failed' ? [`${o.step}: ${o.code}`] : []));
  const wrong = faultsIn(ledger);
  console.log(`\n## ${name}: ${what}`);
  console.log(
    `Buyers: ${count('paid')} paid, ${count('sold out')} told SOLD_OUT, ${count('failed')} failed${failed.length ? ` (${[...new Set(failed)].join('; ')})` : ''}.`,
  );
  console.log(`Retries buyers made: ${[...retries].map(([k, n]) => `${k} ×${n}`).join(', ') || 'none'}.`);
  console.log(
    `Database: ${ledger.paidOrders} paid orders, ${ledger.paidPlaces} paid places, ${ledger.validTickets} valid tickets, ${ledger.quantitySold} of ${ledger.capacity} places taken (paid and held), ${ledger.unsettledCharges} charges without a paid order, ${ledger.doubleCharged} orders charged twice.`,
  );
  console.log(`After: ${instances.map((state, i) => `instance ${i + 1}: ${state}`).join(', ')}.`);
  console.log(undone.length ? `WORK LEFT UNDONE: ${undone.join('; ')}` : 'Every job and mail done.');
  console.log(
    wrong.length ? `LOST OR WRONG: ${wrong.join('; ')}` : 'Nothing lost, nothing oversold, nothing charged twice.',
  );
  if (wrong.length || undone.length || count('paid') === 0 || instances.includes('NOT ANSWERING')) process.exitCode = 1;
}

async function main(): Promise<void> {
  const names = process.argv.slice(2).filter((a) => !a.startsWith('-'));
  const chosen = names.length ? names : Object.keys(SCENARIOS);
  for (const port of [PORT, PORT + 1, EMULATOR_PORT, EMULATOR_PORT + 1, EMULATOR_PORT + 2]) {
    await assertPortFree(port, `faults port ${port}`, 'FAULTS_PORT');
  }
  const emulator = await startAuthEmulator({ port: EMULATOR_PORT, projectId: PROJECT_ID });
  try {
    const { organizer, accounts } = await faultAccounts(emulator.url, PROJECT_ID, ACCOUNTS);
    for (const name of chosen) await runScenario(name, emulator.host, accounts, organizer);
  } finally {
    await emulator.stop();
  }
}

await main();
