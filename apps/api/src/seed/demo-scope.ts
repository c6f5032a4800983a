import { createFreshness } from '../common/freshness.ts';
import type { Backends, RequestScope } from '../common/scope.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import type { FirebaseIdentity } from '../modules/identity/firebase-identity.ts';
import type { UserRow } from '../modules/identity/tables.ts';
import { createRoleLookup } from '../modules/organizations/loaders.ts';
import { createSimulatedProcessor } from '../modules/payments/simulated/processor.ts';
import { createIntentStore, type IntentStore } from '../modules/payments/simulated/intent-store.ts';
import { createTicketKeyring } from '../modules/tickets/keyring.ts';
import { ticketDirectory } from '../modules/tickets/directory.ts';
import { postgresLine } from '../modules/waiting-room/postgres-line.ts';
import type { JobEnqueuer } from '../queue/queue.ts';
import type { RateLimiter } from '../rate-limits/limiter.ts';

/**
 * What the demo's sales are made with: the services a buyer's, an organizer's and a door person's requests call,
 * in-process and in the seed's transaction, each as one of the demo's people.
 */
export type DemoStage = {
  backends: Backends;
  /** The simulated processor's books: the seed confirms each card payment there, as the card form would. */
  intents: IntentStore;
  as(user: UserRow): RequestScope;
};

// Seeding a few hundred orders from one process is not what attempt limits are for.
const unlimited: RateLimiter = {
  consume: async () => null,
  blockedFor: async () => null,
  close: async () => undefined,
};

// The seed signs no one in: each scope names its viewer directly.
const noIdentity: FirebaseIdentity = {
  verify: () => Promise.reject(new Error('the demo seed verifies no tokens')),
  deleteUser: () => Promise.reject(new Error('the demo seed deletes no accounts')),
  close: async () => undefined,
};

/*
 * Mail: the seed's orders are paid through the same path as every buyer's, which writes each confirmation to the outbox
 * and marks the order's tickets as mailed. Nothing is sent from here: the seed's queue takes no jobs (the seed runs
 * before the queue's schema exists; its holds are paid at once, so no hold waits to expire), and the seed marks the
 * outbox rows of its own transaction as sent before it commits (quietenSeededMail in demo-sales.ts), so a first
 * `npm start` neither prints hundreds of MAIL lines nor sends anything to the demo's example.com buyers.
 */
const noJobs: JobEnqueuer = { enqueue: async () => undefined, enqueueNow: async () => undefined };

export function demoStage(db: Db, config: Config): DemoStage {
  // Demo payments are always the simulated processor's, whatever the configuration takes for real buyers.
  const simulated =
    config.payments.kind === 'simulated'
      ? config.payments
      : { kind: 'simulated' as const, webhookSecret: 'whsec_admit_demo_seed', webhookDelayMs: 0 };
  const backends: Backends = {
    config,
    db,
    payments: createSimulatedProcessor(db, simulated, noJobs).provider,
    keyring: createTicketKeyring(db, config.checkout.ticketKeySecret),
    tickets: ticketDirectory,
    queue: noJobs,
    // The seed takes no place in a line and empties none: the database's line stands for whichever the API uses.
    waitingLine: postgresLine(),
  };
  return {
    backends,
    intents: createIntentStore(db),
    as(user) {
      const viewer = async () => ({ user, isPlatformAdmin: false, authTime: Math.floor(Date.now() / 1000) });
      return {
        ...backends,
        identity: noIdentity,
        viewer,
        roles: createRoleLookup(db, viewer),
        client: { address: '127.0.0.1' },
        limits: unlimited,
        freshness: createFreshness(),
      };
    },
  };
}
