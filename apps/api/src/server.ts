import fastifyCompress from '@fastify/compress';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from './config.ts';
import type { Backends } from './common/scope.ts';
import type { Database } from './db/client.ts';
import { listenToDomainEvents } from './domain-listeners.ts';
import { followPlacesBack } from './modules/waiting-list/places-back.ts';
import { requestContexts } from './graphql/request-context.ts';
import { followLiveChanges } from './graphql/live-feed.ts';
import { buildYoga } from './graphql/yoga.ts';
import { browserEmulatorUrl } from './http/auth-emulator-url.ts';
import { registerErrorHandler } from './http/error-handler.ts';
import { GRAPHQL_PATH, registerGraphQLRoute } from './http/graphql-route.ts';
import { registerPlaceStream } from './http/place-stream-route.ts';
import { loggerOptions } from './http/logging.ts';
import { newRequestId, registerRequestIdHeader } from './http/request-id.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { pageOperations, registerWebApp } from './http/web-app.ts';
import { jobHandlers } from './jobs.ts';
import type { FirebaseIdentity } from './modules/identity/firebase-identity.ts';
import { followViewerRows } from './modules/identity/viewer-rows.ts';
import { createMailSender } from './modules/mail/outbox.ts';
import { linkOrigin } from './modules/mail/template.ts';
import { DASHBOARD_CHANNEL } from './modules/dashboard/channel.ts';
import { registerExportRoutes } from './modules/exports/http.ts';
import { registerMediaRoutes } from './modules/media/http.ts';
import { registerPaymentRoutes } from './modules/payments/http.ts';
import { createSimulatedProcessor, type SimulatedProcessor } from './modules/payments/simulated/processor.ts';
import { createStripeProvider } from './modules/payments/stripe-provider.ts';
import { createTicketKeyring } from './modules/tickets/keyring.ts';
import { createAdmissionControl } from './modules/waiting-room/admission-control.ts';
import { openWaitingLine } from './modules/waiting-room/open-line.ts';
import { ticketDirectory } from './modules/tickets/directory.ts';
import { ticketMailAttachments } from './modules/tickets/mail-attachments.ts';
import { createJobQueue, type JobQueue } from './queue/queue.ts';
import { createRateLimiter, type RateLimiter } from './rate-limits/limiter.ts';
import { followChangeFeed } from './read-cache/change-feed.ts';
import { createPreparedResponses } from './read-cache/prepared-response.ts';
import { createReadCache } from './read-cache/read-cache.ts';
import { writeSettling } from './read-cache/write-settling.ts';

export { GRAPHQL_PATH };

declare module 'fastify' {
  interface FastifyInstance {
    checkout: { backends: Backends; simulated: SimulatedProcessor | null };
    /** The instance's job queue (tests drive it: runDue, retryNow). */
    queue: JobQueue;
  }
}

/** Kept answers' bytes, all encodings counted. */
const MAX_ANSWER_BYTES = 32 * 1024 * 1024;
/** How long a kept answer waits for the change feed after a write before forgetting everything instead (a stuck feed). */
const SETTLE_TIMEOUT_MS = 2_000;

type ServerDeps = {
  config: Config;
  database: Database;
  identity: FirebaseIdentity;
  /** Counters shared by several servers (tests); by default one of the server's own, closed with it. */
  limits?: RateLimiter;
  /** Where log lines go (tests read them); standard output by default. */
  logStream?: NodeJS.WritableStream;
  /**
   * The instance's part in background work (queue/): 'all' (the default) runs jobs as they come due and the
   * periodic ones (cron); 'no-cron' leaves out the periodic sweeps (tests that sweep by hand); 'by-hand' runs
   * nothing by itself (tests run due jobs with app.queue.runDue).
   */
  jobs?: 'all' | 'no-cron' | 'by-hand';
};

/**
 * The one HTTP server: GraphQL at /graphql, /healthz, the public client configuration, images, payments, and the
 * built web app (server-rendered pages, and index.html for client routes so that they survive a reload).
 */
export async function buildServer(deps: ServerDeps): Promise<FastifyInstance> {
  const { config, database, identity } = deps;
  listenToDomainEvents();
  const trusted = config.trustProxy;
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : loggerOptions(config.logLevel, deps.logStream),
    // req.ip is the connection's address unless TRUST_PROXY names the proxies whose X-Forwarded-For to believe.
    // A number is a count of hops to trust, which Fastify takes as a function.
    trustProxy: typeof trusted === 'number' ? (_address: string, hop: number) => hop < trusted : trusted,
    genReqId: newRequestId,
  });
  registerRequestIdHeader(app);
  const limits = deps.limits ?? createRateLimiter(config.rateLimits, config.redisUrl);
  if (!deps.limits) app.addHook('onClose', () => limits.close());
  registerErrorHandler(app);
  const { backends, simulated } = checkoutBackends(app, deps);

  // Phones on slow networks: brotli or gzip for the app's assets and GraphQL answers alike.
  await app.register(fastifyCompress, { global: true, threshold: 1024 });
  await registerSecurityHeaders(app, config);

  // Anonymous reads and the pages made from them, kept until a write changes them (the database's change feed).
  // A kept answer waits for this instance's own writes to reach the cache first (read-cache/write-settling.ts).
  const settling = writeSettling(async () => changeFeed?.settle(), {
    timeoutMs: SETTLE_TIMEOUT_MS,
    onTimeout: () => {
      app.log.warn('the change feed did not answer in time; every kept public answer is forgotten');
      readCache?.forgetAll();
    },
  });
  const readCache = config.readCache ? createReadCache(settling) : null;
  const changeFeed = readCache ? await followChangeFeed(database, readCache, app.log) : null;
  if (changeFeed) app.addHook('onClose', () => changeFeed.close());
  // The live dashboard's subscribers hear every instance's changes through the database (graphql/live-feed.ts).
  const live = await followLiveChanges(database, DASHBOARD_CHANNEL, app.log);
  app.addHook('onClose', () => live.close());
  // Signed-in people's rows, forgotten as the database announces their changes (identity/viewer-rows.ts).
  const viewerRows = await followViewerRows(database, () =>
    app.log.warn('the account change feed reconnected; every kept viewer row is forgotten'),
  );
  app.addHook('onClose', () => viewerRows.close());
  const contextOf = requestContexts({
    backends: { ...backends, live },
    identity,
    limits,
    viewerRows,
    noteWrite: settling.noteWrite,
  });
  const yoga = buildYoga({
    graphqlPath: GRAPHQL_PATH,
    logger: app.log,
    introspection: config.nodeEnv !== 'production',
    context: ({ req }) => contextOf(req),
    readCache,
  });
  // Kept answers to anonymous GETs as the bytes that went out (serialized and compressed once), by request:
  // sent again while the answer they hold is current, without Yoga parsing, serializing or compressing.
  const answerBytes = readCache ? createPreparedResponses(readCache, MAX_ANSWER_BYTES) : null;
  registerGraphQLRoute(app, { yoga, limits, contextOf, readCache, answerBytes });
  registerHealthAndConfig(app, deps);
  registerPlaceStream(app, config, { db: database.db, line: backends.waitingLine }, limits);
  registerMediaRoutes(app, database.db, limits);
  registerExportRoutes(app, contextOf, limits, database.copyCsvOut);
  await registerPaymentRoutes(app, backends, limits, simulated);
  await registerWebApp(app, config, readCache, pageOperations(yoga));
  // Last: a webhook's delivery job needs the payment routes' receiver.
  await startQueue(app, deps, backends, simulated);
  return app;
}

/** Checkout's backends: one of each per process, shared by requests and background jobs. */
function checkoutBackends(app: FastifyInstance, deps: ServerDeps) {
  const { config, database } = deps;
  const payments = config.payments;
  const url = config.database.kind === 'postgres' ? config.database.url : null;
  const queue = createJobQueue(database, url, app.log);
  const simulated = payments.kind === 'simulated' ? createSimulatedProcessor(database.db, payments, queue) : null;
  const waitingLine = openWaitingLine(config.redisUrl, (err) => app.log.error({ err }, 'waiting line: Redis'));
  app.addHook('onClose', () => waitingLine.close());
  const backends: Backends = {
    config,
    db: database.db,
    payments: payments.kind === 'stripe' ? createStripeProvider(payments) : simulatedProvider(simulated),
    keyring: createTicketKeyring(database.db, config.checkout.ticketKeySecret),
    tickets: ticketDirectory,
    waitingLine,
    admission: createAdmissionControl(database.db, waitingLine, config.checkout.targetReserveMs),
    queue,
  };
  // What tests and benchmarks drive directly (the sweeper, the queue), as the jobs do.
  app.decorate('checkout', { backends, simulated });
  app.decorate('queue', queue);
  return { backends, simulated };
}

/** The queue's schema and queues, then this instance's workers and cron; stopped (running jobs finish) on close. */
async function startQueue(
  app: FastifyInstance,
  deps: ServerDeps,
  backends: Backends,
  simulated: SimulatedProcessor | null,
): Promise<void> {
  const jobs = deps.jobs ?? 'all';
  const origin = linkOrigin(deps.config.publicOrigins);
  const attachments = ticketMailAttachments(deps.database.db, origin);
  const mail = createMailSender(deps.database.db, deps.config.mail, app.log, attachments);
  await app.queue.start(jobHandlers(backends, mail, simulated, app.log), {
    workers: jobs !== 'by-hand',
    cron: jobs === 'all',
  });
  app.addHook('onClose', () => app.queue.stop());
  // Places back on a type people wait for: its round of offers queued (waiting-list/places-back.ts).
  const placesBack = await followPlacesBack(deps.database, app.queue, app.log);
  app.addHook('onClose', () => placesBack.close());
}

function simulatedProvider(simulated: SimulatedProcessor | null) {
  if (!simulated) throw new Error('Card payments need Stripe keys or the simulated processor.');
  return simulated.provider;
}

/** /healthz for the load balancer, and the web app's public configuration. */
function registerHealthAndConfig(app: FastifyInstance, { config, database }: ServerDeps): void {
  app.get('/healthz', async (_req, reply) => {
    try {
      await database.db.execute('select 1');
      return { status: 'ok', database: database.kind };
    } catch (error) {
      app.log.error({ err: error }, 'health check failed');
      return reply.status(503).send({ status: 'unavailable', database: database.kind });
    }
  });

  // Public by design: a Firebase web config identifies the project, it grants nothing.
  app.get('/client-config.json', async (_req, reply) => {
    reply.header('cache-control', 'no-cache');
    return {
      graphqlPath: GRAPHQL_PATH,
      firebase: {
        apiKey: config.firebase.apiKey,
        authDomain: config.firebase.authDomain,
        projectId: config.firebase.projectId,
      },
      authEmulatorUrl: browserEmulatorUrl(config.firebase.emulatorHost),
      signInMethods: config.signInMethods,
    };
  });
}
