import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import type { FirebaseIdentity } from '../modules/identity/firebase-identity.ts';
import type { Viewer } from '../modules/identity/viewer.ts';
import type { ViewerRows } from '../modules/identity/viewer-rows.ts';
import type { PaymentProvider } from '../modules/payments/provider.ts';
import type { JobEnqueuer } from '../queue/queue.ts';
import type { TicketDirectory } from '../modules/tickets/directory.ts';
import type { TicketKeyring } from '../modules/tickets/keyring.ts';
import type { RateLimiter } from '../rate-limits/limiter.ts';
import type { AdmissionControl } from '../modules/waiting-room/admission-control.ts';
import type { WaitingLine } from '../modules/waiting-room/line.ts';
import type { Freshness } from './freshness.ts';
import type { LiveChanges } from './live-changes.ts';
import type { RoleLookup } from './role-lookup.ts';

/**
 * What a service needs to serve one request: the database, who is asking and
 * the settings. Services take it first (as Vendure's take a RequestContext);
 * it holds nothing of GraphQL, so a script or a job can build one too.
 */
export type RequestScope = {
  config: Config;
  db: Db;
  identity: FirebaseIdentity;
  /** The signed-in user, or null for a visitor. A bad token is UNAUTHENTICATED. */
  viewer(): Promise<Viewer | null>;
  /** The viewer's role in each organization, looked up once per request and never written through. */
  roles: RoleLookup;
  /** Who is asking, on the network: the client's address (behind TRUST_PROXY's proxies, the forwarded one). */
  client: {
    address: string;
    /** The key this browser keeps for the waiting room (BROWSER_KEY_HEADER), when it sent one. */
    browserKey?: string | null;
  };
  /** Attempt counters: services count what abuse would repeat (see rate-limits/limits.ts). */
  limits: RateLimiter;
  /** Services note when what they read changes by itself (a sale opening), for caches of public reads. */
  freshness: Freshness;
  /** The request's id (X-Request-Id, the log's reqId): the audit log names it. Absent for a script or a job. */
  requestId?: string;
  /** This instance's kept rows of signed-in people, forgotten by a service that changes one; absent for a job. */
  viewerRows?: ViewerRows;
} & Backends;

/**
 * What checkout's work needs beyond the database, whether a request or a job does it (a webhook, the sweeper):
 * the card provider, the events' signing keys, the job queue (mail and every other background job is enqueued on
 * it). One of each per process.
 */
export type Backends = {
  config: Config;
  db: Db;
  payments: PaymentProvider;
  keyring: TicketKeyring;
  /** The tickets of an order, for the modules below tickets that mail them. */
  tickets: TicketDirectory;
  queue: JobEnqueuer;
  /** This instance's feed of live changes (subscriptions); absent for a script or a job. */
  live?: LiveChanges;
  /** The waiting rooms' lines (in the database, or in Redis with REDIS_URL): a reserve behind a room checks its pass. */
  waitingLine: WaitingLine;
  /** This instance's watch on admitted reserves, which slows a waiting room when they slow; servers only. */
  admission?: AdmissionControl;
};
