import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import { ErrorCode, UPLOAD_EVENT_HEADER, type PageOperationResult } from '@admit/shared';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import type { Context } from './graphql/context.ts';
import { createLoaders } from './graphql/loaders.ts';
import { answeredWithErrors, buildYoga } from './graphql/yoga.ts';
import { privateAnswers } from './graphql/public-answers.ts';
import { loadServerPages } from './pages/server-pages.ts';
import { registerServerPages, type RunOperation } from './pages/routes.ts';
import { createFreshness } from './common/freshness.ts';
import { followChangeFeed } from './read-cache/change-feed.ts';
import { createReadCache, type ReadCache } from './read-cache/read-cache.ts';
import {
  createPreparedResponses,
  prepareResponse,
  PUBLIC_READ_CACHE,
  sendPrepared,
} from './read-cache/prepared-response.ts';
import { resolveViewer, sessionRefusal } from './modules/identity/service.ts';
import { domainErrorExtensions } from './graphql/errors.ts';
import { registerErrorHandler, sendGraphQLError } from './http/error-handler.ts';
import { loggerOptions } from './http/logging.ts';
import { browserEmulatorUrl } from './http/auth-emulator-url.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { newRequestId, registerRequestIdHeader } from './http/request-id.ts';
import { registerMediaRoutes } from './modules/media/http.ts';
import { assertMayUploadFor } from './modules/events/images.ts';
import { createRoleLookup } from './modules/organizations/loaders.ts';
import { addressKey, WHAT } from './rate-limits/attempts.ts';
import { createRateLimiter, type RateLimiter } from './rate-limits/limiter.ts';
import { rateLimitedMessage } from './common/errors.ts';
import type { FirebaseIdentity } from './modules/identity/firebase-identity.ts';
import type { Viewer } from './modules/identity/viewer.ts';
import type { Backends } from './common/scope.ts';
import { startJobs } from './jobs.ts';
import { listenToDomainEvents } from './domain-listeners.ts';
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
/** A GraphQL answer depends on the request's token, and (its media type) on what the client accepts. */
const GRAPHQL_VARY = 'accept, authorization';
/** Kept answers' bytes, all encodings counted. */
const MAX_ANSWER_BYTES = 32 * 1024 * 1024;

/** Headers that describe a kept answer, which a private one is not. */
const NAMES_A_KEPT_ANSWER = new Set(['etag', 'last-modified']);

/** A GET's place among kept answer bytes: the address as sent, and the media types the client takes. */
const answerBytesKey = (req: FastifyRequest) => `${req.headers.accept ?? ''}\n${req.url}`;

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

  // Anonymous reads and the pages made from them, kept until a write changes them (the database's change feed).
  const readCache = config.readCache ? createReadCache() : null;
  const changeFeed = readCache ? await followChangeFeed(database, readCache, app.log) : null;
  if (changeFeed) app.addHook('onClose', () => changeFeed.close());
  // Kept answers to anonymous GETs as the bytes that went out (serialized and compressed once), by request:
  // sent again while the answer they hold is current, without Yoga parsing, serializing or compressing.
  const answerBytes = readCache ? createPreparedResponses(readCache, MAX_ANSWER_BYTES) : null;

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
        freshness: createFreshness(),
        settleWrites: async () => changeFeed?.settle(),
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
    readCache,
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
      // A token that verifies nothing is no visitor: 401, which the web app answers by refreshing the token. As far
      // as limits go it is a visitor's request (a made-up token buys no more than none).
      const refused = req.headers.authorization ? await sessionRefusal(contextOf(req).viewer) : null;
      if (refused) {
        const wait = await limits.consume('request', addressKey(req.ip));
        if (wait !== null) {
          const extensions = { code: ErrorCode.RATE_LIMITED, retryAfter: wait };
          return sendGraphQLError(req, reply, 429, rateLimitedMessage(wait, WHAT.request), extensions);
        }
        return sendGraphQLError(req, reply, 401, refused.message, domainErrorExtensions(refused));
      }
      // An anonymous GET whose answer is kept goes out as prepared bytes, without Yoga (answerBytes above).
      const bytesKey = answerBytes && req.method === 'GET' && !req.headers.authorization ? answerBytesKey(req) : null;
      const prepared = bytesKey ? answerBytes?.get(bytesKey) : null;
      if (prepared) return sendPrepared(req, reply, prepared, GRAPHQL_VARY);
      const generation = readCache?.generation() ?? 0;
      const response = await yoga.handleNodeRequestAndResponse(req, reply, { req, reply });
      const etag = response.headers.get('etag');
      const shared = !answeredWithErrors.has(req) && !privateAnswers.has(req);
      if (answerBytes && bytesKey && etag && response.status === 200 && shared) {
        const answer = prepareResponse(
          200,
          response.headers.get('content-type') ?? 'application/json',
          await response.text(),
          [etag],
          etag,
        );
        answerBytes.keep(bytesKey, answer, generation);
        return sendPrepared(req, reply, answer, GRAPHQL_VARY);
      }
      response.headers.forEach((value, key) => {
        // An ETag names a kept answer; a private one is kept nowhere, and has none. (Yoga's headers keep their case.)
        if (shared || !NAMES_A_KEPT_ANSWER.has(key.toLowerCase())) reply.header(key, value);
      });
      reply.header('cache-control', cacheControlFor(req.method, !!req.headers.authorization, response.status, !shared));
      reply.header('vary', GRAPHQL_VARY);
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
  // The same page asks the same operations again and again: their addresses are written once.
  const operationUrls = new LRUCache<string, string>({ max: 2000 });
  await registerWebApp(app, config, readCache, async (req, reply, operation) => {
    const variables = JSON.stringify(operation.variables);
    const key = `${operation.query}\n${variables}`;
    let url = operationUrls.get(key);
    if (url === undefined) {
      const params = new URLSearchParams({ operationName: operation.operationName, query: operation.query, variables });
      url = `http://localhost${GRAPHQL_PATH}?${params}`;
      operationUrls.set(key, url);
    }
    const response = await yoga.fetch(
      url,
      { headers: { 'apollo-require-preflight': 'true', accept: 'application/graphql-response+json' } },
      { req, reply },
    );
    return { result: (await response.json()) as PageOperationResult, key: response.headers.get('etag') };
  });
  return app;
}

/**
 * Anonymous reads over GET are the same for everyone (the event page, the
 * home page's lists), so browsers and a CDN may keep them briefly. Anything
 * sent with a token may hold private data and is never stored.
 */
export function cacheControlFor(method: string, authenticated: boolean, status: number, notShared: boolean): string {
  // An error (a draft not found yet, an outage) must not outlive its cause in a cache, and an answer holding a field
  // not marked @public (an order read with its claim token) is this request's alone.
  if (method === 'GET' && !authenticated && (status === 200 || status === 304) && !notShared) return PUBLIC_READ_CACHE;
  return 'private, no-store';
}

/** Addresses of the API's own resources: an unknown one is a 404, never the web app's shell. */
const NOT_PAGES = /^\/(media|webhooks|simulated-processor|graphql|assets|healthz|\.ssr)(\/|$)/;

async function registerWebApp(
  app: FastifyInstance,
  config: Config,
  readCache: ReadCache | null,
  runOperation: RunOperation,
): Promise<void> {
  const distDir = config.webDistDir;
  const hasApp = existsSync(path.join(distDir, 'index.html'));
  // Under `npm run dev` the pages are rebuilt as they change, and the app comes from Vite's dev server.
  const pages = await loadServerPages(distDir, { reload: config.nodeEnv === 'development' });
  if (!hasApp && !pages) {
    app.log.warn(`No web build at ${distDir}; run "npm run build". Serving the API only.`);
    app.setNotFoundHandler((req, reply) => reply.status(404).send({ error: 'Not found', path: req.url }));
    return;
  }
  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: false,
    // "/" is a server-rendered page, not index.html; the pages' server bundle is not for browsers.
    index: false,
    allowedPath: (pathName) => !pathName.startsWith('/.ssr/'),
    setHeaders(res, filePath) {
      // Vite puts a content hash in every asset name, so assets never change.
      if (filePath.includes(`${path.sep}assets${path.sep}`)) {
        res.header('cache-control', 'public, max-age=31536000, immutable');
      } else {
        res.header('cache-control', 'no-cache');
      }
    },
  });
  if (pages) registerServerPages(app, { source: pages, config, runOperation, readCache });
  else app.log.warn(`The web build at ${distDir} has no server-rendered pages; run "npm run build".`);
  if (!hasApp) {
    app.setNotFoundHandler((req, reply) => reply.status(404).send({ error: 'Not found', path: req.url }));
    return;
  }
  app.setNotFoundHandler((req, reply) => {
    const pathName = req.url.split('?')[0] ?? '';
    // The web app's routes: any address without a file extension, but the API's own (an image, a webhook).
    const wantsPage = req.method === 'GET' && !path.extname(pathName) && !NOT_PAGES.test(pathName);
    if (!wantsPage) return reply.status(404).send({ error: 'Not found', path: req.url });
    reply.header('cache-control', 'no-cache');
    return reply.sendFile('index.html');
  });
}
