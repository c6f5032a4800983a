import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../apps/api/src/test/free-port.ts';
import { authEmulatorPorts, startAuthEmulator, type AuthEmulator } from '../lib/auth-emulator.ts';
import { assertPortFree } from '../lib/ports.ts';
import { startPostgresServer, type PostgresServer } from '../lib/postgres-server.ts';
import { faultsIn } from './faults-checks.ts';
import {
  faultAccounts,
  rushWithFault,
  type Account,
  type FaultRush,
  type FaultRushResult,
  type Stack,
} from './faults-rush.ts';

/*
 * The short version of `npm run bench:faults` (issue 24), on PostgreSQL: a rush of 60 buyers for 40 places through
 * two API instances (the real entry point, as child processes), and in the middle of it PostgreSQL restarted with a
 * fast shutdown, or the second instance SIGKILLed. What buyers and the organizer must see: every buyer paid or was
 * told SOLD_OUT (the web app retries an answer-less or internal error, as faults-client.ts does), every place sold
 * exactly once with its ticket, no card that succeeded without its order paid, the instances that were not killed
 * answering, and no job or mail left undone (a killed instance's jobs are finished by the other). The server is one
 * of the test's own (scripts/lib/postgres-server.ts): restarting the machine's would break every other suite on it.
 */

const BUYERS = 60;
const PLACES = 40;
const PROJECT_ID = 'demo-admit-faults-test';

let emulator: AuthEmulator;
let postgres: PostgresServer;
let organizer: Account;
let accounts: Account[];

/** A free port and the two after it (the emulator's hub and logging ports). */
async function freeTriplet(): Promise<number> {
  for (let tries = 0; ; tries++) {
    const port = await freePort();
    const free = await Promise.all(
      authEmulatorPorts(port)
        .slice(1)
        .map((p) => assertPortFree(p, 'emulator', '-')),
    ).then(
      () => true,
      () => false,
    );
    if (free || tries > 20) return port;
  }
}

beforeAll(async () => {
  // Each kept as soon as it is up, so that afterAll stops it even if the other failed to start.
  await Promise.all([
    freeTriplet()
      .then((port) => startAuthEmulator({ port, projectId: PROJECT_ID }))
      .then((started) => (emulator = started)),
    freePort()
      .then((port) => startPostgresServer(port))
      .then((started) => (postgres = started)),
  ]);
  ({ organizer, accounts } = await faultAccounts(emulator.url, PROJECT_ID, 12));
}, 120_000);
afterAll(async () => {
  await Promise.allSettled([emulator?.stop(), postgres?.stop()]);
}, 30_000);

async function rush(fault: (stack: Stack) => Promise<string>, alive: [boolean, boolean]): Promise<FaultRushResult> {
  const options: FaultRush = {
    serverUrl: postgres.url,
    database: `admit_faults_${alive.join('_')}`,
    ports: [await freePort(), await freePort()],
    emulatorHost: emulator.host,
    projectId: PROJECT_ID,
    organizer,
    accounts,
    buyers: BUYERS,
    places: PLACES,
    concurrency: 12,
    faultAfter: { buyersDone: 8 },
    fault,
    throughStripe: false,
    alive,
    settleMs: 120_000,
    rushDeadlineMs: 120_000,
  };
  return rushWithFault(options);
}

function expectNothingLost(result: FaultRushResult, alive: string[]) {
  expect(result.what).not.toContain('fault failed');
  // The fault came in the middle of the rush, and buyers went on paying after it.
  expect(result.before.done).toBeGreaterThan(0);
  expect(result.before.doneAfterFault).toBeLessThan(BUYERS);
  const paid = result.outcomes.filter((o) => o.kind === 'paid').length;
  expect(paid).toBeGreaterThan(result.before.paid);
  expect(result.outcomes.filter((o) => o.kind === 'failed')).toEqual([]);
  expect(faultsIn(result.ledger)).toEqual([]);
  // Every place taken; each paid place has its ticket (faultsIn). A fault can take a hold's answer with it (the
  // instance killed, or the database gone after the hold's commit): its buyer asks again and pays for a new hold,
  // and the orphan's places come back when it ends (10 minutes), so not every place is paid yet.
  expect(result.ledger).toMatchObject({ capacity: PLACES, quantitySold: PLACES });
  expect(result.ledger.paidPlaces).toBeGreaterThan(PLACES / 2);
  expect(result.ledger.paidOrders).toBe(paid);
  expect(result.instances).toEqual(alive);
  // Every job and mail done: an attempt a killed instance was running, or whose outcome a restart lost, expires
  // (its job's expireInSeconds) and is run again by a living instance.
  expect(result.undone).toEqual([]);
}

describe('faults in the middle of a rush (PostgreSQL)', () => {
  it('a PostgreSQL restart (fast shutdown, start) loses no paid order, oversells nothing, and both instances reconnect', async () => {
    const result = await rush(async () => `restarted in ${await postgres.restart()} ms`, [true, true]);
    expectNothingLost(result, ['answers', 'answers']);
  }, 420_000);

  it('a SIGKILLed instance loses nothing: buyers go on at the other, which finishes the jobs left undone', async () => {
    const result = await rush(
      async ({ instances }) => {
        const victim = instances[1];
        if (!victim) throw new Error('no second instance');
        process.kill(victim.pid, 'SIGKILL');
        return `instance 2 killed`;
      },
      [true, false],
    );
    expectNothingLost(result, ['answers', 'killed']);
  }, 420_000);
});
