import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import { ErrorCode, UPLOAD_EVENT_HEADER } from '@admit/shared';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import type { Context } from './graphql/context.ts';
import { createLoaders } from './graphql/loaders.ts';
import { answeredWithErrors, buildYoga } from './graphql/yoga.ts';
import { shareableEvent } from './modules/events/service.ts';
import { eventShareTags, withShareTags } from './modules/events/share-tags.ts';
import { eventStructuredData, jsonLdScript } from './modules/events/structured-data.ts';
import { resolveViewer } from './modules/identity/service.ts';
import { registerErrorHandler, sendGraphQLError } from './http/error-handler.ts';
import { loggerOptions } from './http/logging.ts';
import { browserEmulatorUrl } from './http/auth-emulator-url.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { registerMediaRoutes } from './modules/media/http.ts';
import { assertMayUploadFor } from './modules/media/service.ts';
import { createRoleLookup } from './modules/organizations/loaders.ts';
import { addressKey, WHAT } from './rate-limits/attempts.ts';
import { createRateLimiter, type RateLimiter } from './rate-limits/limiter.ts';
import { rateLimitedMessage } from './common/errors.ts';
import type { FirebaseIdentity } from './modules/identity/firebase-identity.ts';
import type { Viewer } from './modules/identity/viewer.ts';
import type { Backends } from './common/scope.ts';
import { startJobs } from './jobs.ts';
import { createMailOutbox } from './modules/mail/outbox.ts';
import { registerPaymentRoutes } from './modules/payments/http.ts';
import { createSimulatedProcessor, type SimulatedProcessor } from './modules/payments/simulated/processor.ts';
import { createStripeProvider } from './modules/payments/stripe-provider.ts';
import { createTicketKeyring } from './modules/tickets/keyring.ts';

export const GRAPHQL_PATH = '/graphql';

declare module 'fastify' {
  interface FastifyInstance {
    checkout: { backends: Backends; simulated: SimulatedProcessor | null };
  }
}
const MAX_MULTIPART_BYTES = 11 * 1024 * 1024;
export const PUBLIC_READ_CACHE = 'public, max-age=30, stale-while-revalidate=300';

/**
 * The one HTTP server: GraphQL at /graphql, /healthz, the public client
 * configuration, and the built web app with a fallback to index.html so that
 * client routes survive a reload.
 */
export async function buildServer(deps: {
  config: Config;
  database: Database;
  identity: FirebaseIdentity;
  /** Counters shared by several servers (tests); by default one of the server's own, closed with it. */
  limits?: RateLimiter;
  /** Where log lines go (tests read them); standard output by default. */
  logStream?: NodeJS.WritableStream;
  /** Background jobs (hold sweeper, mail, redeliveries); tests that drive them by hand turn them off. */
  jobs?: boolean;
}): Promise<FastifyInstance> {
  const { config, database, identity } = deps;
  const trusted = config.trustProxy;
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : loggerOptions(config.logLevel, deps.logStream),
    // req.ip is the connection's address unless TRUST_PROXY names the proxies whose X-Forwarded-For to believe.
    // A number is a count of hops to trust, which Fastify takes as a function.
    trustProxy: typeof trusted === 'number' ? (_address: string, hop: number) => hop < trusted : trusted,
  });
  const limits = deps.limits ?? createRateLimiter(config.rateLimits, config.redisUrl);
  if (!deps.limits) app.addHook('onClose', () => limits.close());
  registerErrorHandler(app);

  // Checkout's backends: one of each per process, shared by requests and background jobs.
  const simulated =
    config.payments.kind === 'simulated' ? createSimulatedProcessor(database.db, config.payments) : null;
  const backends: Backends = {
    config,
    db: database.db,
    payments: simulated
      ? simulated.provider
      : createStripeProvider(config.payments as Extract<Config['payments'], { kind: 'stripe' }>),
    keyring: createTicketKeyring(database.db, config.checkout.ticketKeySecret),
    mail: createMailOutbox(database.db, config.mail, app.log),
  };
  if (deps.jobs !== false) {
    const stopJobs = startJobs(backends, simulated, app.log);
    app.addHook('onClose', async () => stopJobs());
  }
  // What tests and benchmarks drive directly (the sweeper, redeliveries), as the jobs do.
  app.decorate('checkout', { backends, simulated });

  // Phones on slow networks: brotli or gzip for the app's assets and GraphQL answers alike.
  await app.register(fastifyCompress, { global: true, threshold: 1024 });
  await registerSecurityHeaders(app, config);

  // One context per request, made on first use: the upload check before the body and Yoga share its viewer.
  const contexts = new WeakMap<FastifyRequest, Context>();
  const contextOf = (req: FastifyRequest): Context => {
    let context = contexts.get(req);
    if (!context) {
      let viewer: Promise<Viewer | null> | undefined;
      // Lazy and memoised: a request that never asks pays nothing, one that asks twice pays once.
      const getViewer = () =>
        (viewer ??= resolveViewer({ db: database.db, config }, identity, req.headers.authorization));
      context = {
        config,
        db: database.db,
        identity,
        viewer: getViewer,
        roles: createRoleLookup(database.db, getViewer),
        client: { address: req.ip },
        limits,
        payments: backends.payments,
        keyring: backends.keyring,
        mail: backends.mail,
        loaders: createLoaders(database.db),
      };
      contexts.set(req, context);
    }
    return context;
  };

  const yoga = buildYoga({
    graphqlPath: GRAPHQL_PATH,
    logger: app.log,
    introspection: config.nodeEnv !== 'production',
    context: ({ req }) => contextOf(req),
  });

  // File uploads (GraphQL multipart requests) reach Yoga as a raw stream. Before a byte of it is read: refuse
  // oversized ones, and chunked ones whose size is unknown (Node enforces a declared length, so this bounds what
  // is read); then refuse anyone who is not signed in or may not manage the event the upload names.
  app.addContentTypeParser('multipart/form-data', async (req: FastifyRequest) => {
    const declared = req.headers['content-length'];
    if (declared === undefined) {
      throw Object.assign(new Error('Uploads must declare their size (Content-Length).'), { statusCode: 411 });
    }
    if (Number(declared) > MAX_MULTIPART_BYTES) {
      throw Object.assign(new Error('Uploads can be at most 10 MB.'), { statusCode: 413 });
    }
    const named = req.headers[UPLOAD_EVENT_HEADER];
    await assertMayUploadFor(contextOf(req), typeof named === 'string' ? named : undefined);
    return undefined;
  });

  app.route({
    url: GRAPHQL_PATH,
    method: ['GET', 'POST', 'OPTIONS'],
    // Counted before anything is read or parsed, so a flood costs a counter, not a query.
    // The refusal is written directly, not thrown: under a flood it is most of what the API does.
    onRequest: async (req, reply) => {
      const name = req.headers.authorization ? 'requestWithToken' : 'request';
      const wait = await limits.consume(name, addressKey(req.ip));
      if (wait === null) return;
      const extensions = { code: ErrorCode.RATE_LIMITED, retryAfter: wait };
      return sendGraphQLError(req, reply, 429, rateLimitedMessage(wait, WHAT[name]), extensions);
    },
    handler: async (req, reply) => {
      const response = await yoga.handleNodeRequestAndResponse(req, reply, { req, reply });
      response.headers.forEach((value, key) => void reply.header(key, value));
      reply.header(
        'cache-control',
        cacheControlFor(req.method, !!req.headers.authorization, response.status, answeredWithErrors.has(req)),
      );
      reply.header('vary', 'authorization');
      reply.status(response.status);
      reply.send(response.body);
      return reply;
    },
  });

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

  registerMediaRoutes(app, database.db, limits);
  await registerPaymentRoutes(app, backends, limits, simulated);
  await registerWebApp(app, config, database);
  return app;
}

/**
 * Anonymous reads over GET are the same for everyone (the event page, the
 * home page's lists), so browsers and a CDN may keep them briefly. Anything
 * sent with a token may hold private data and is never stored.
 */
export function cacheControlFor(method: string, authenticated: boolean, status: number, hasErrors: boolean): string {
  // An error (a draft not found yet, an outage) must not outlive its cause in a cache.
  if (method === 'GET' && !authenticated && status === 200 && !hasErrors) return PUBLIC_READ_CACHE;
  return 'private, no-store';
}

async function registerWebApp(app: FastifyInstance, config: Config, database: Database): Promise<void> {
  const distDir = config.webDistDir;
  const indexHtml = path.join(distDir, 'index.html');
  if (!existsSync(indexHtml)) {
    app.log.warn(`No web build at ${distDir}; run "npm run build". Serving the API only.`);
    app.setNotFoundHandler((req, reply) => reply.status(404).send({ error: 'Not found', path: req.url }));
    return;
  }
  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: false,
    setHeaders(res, filePath) {
      // Vite puts a content hash in every asset name, so assets never change.
      if (filePath.includes(`${path.sep}assets${path.sep}`)) {
        res.header('cache-control', 'public, max-age=31536000, immutable');
      } else {
        res.header('cache-control', 'no-cache');
      }
    },
  });
  const shell = readFileSync(indexHtml, 'utf8');
  // An event's address gets its own title and link-preview tags, for sharing.
  app.get<{ Params: { slug: string } }>('/e/:slug', async (req, reply) => {
    reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8');
    // Without its share tags the page still works (the app asks for the event itself); the failure is logged.
    const shared = await shareableEvent(database.db, req.params.slug).catch((error: unknown) => {
      req.log.error({ err: error }, 'share tags failed');
      return null;
    });
    if (!shared) return shell;
    // The configured origin, not the request's Host header, which the client controls.
    const origin = config.publicOrigins[0] ?? `${req.protocol}://${req.host}`;
    const structured = eventStructuredData(
      shared.event,
      shared.ticketTypes,
      shared.cover,
      shared.organizerName,
      origin,
    );
    return withShareTags(
      shell,
      `${eventShareTags(shared.event, shared.cover, origin)}\n    ${jsonLdScript(structured)}`,
    );
  });
  app.setNotFoundHandler((req, reply) => {
    const wantsPage = req.method === 'GET' && !path.extname(req.url.split('?')[0] ?? '');
    if (!wantsPage) return reply.status(404).send({ error: 'Not found', path: req.url });
    reply.header('cache-control', 'no-cache');
    return reply.sendFile('index.html');
  });
}
