import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { PageOperationResult } from '@admit/shared';
import type { FastifyInstance } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { Config } from '../config.ts';
import type { buildYoga } from '../graphql/yoga.ts';
import { registerServerPages, type RunOperation } from '../pages/routes.ts';
import { loadServerPages } from '../pages/server-pages.ts';
import type { ReadCache } from '../read-cache/read-cache.ts';
import { GRAPHQL_PATH } from './graphql-route.ts';

/** Addresses of the API's own resources: an unknown one is a 404, never the web app's shell. */
const NOT_PAGES = /^\/(media|webhooks|simulated-processor|graphql|assets|healthz|\.ssr)(\/|$)/;

/**
 * Runs a server-rendered page's operation through Yoga in this process, anonymously, as the browser's Apollo
 * Client would send it. The same page asks the same operations again and again: their addresses are written once.
 */
export function pageOperations(yoga: ReturnType<typeof buildYoga>): RunOperation {
  const operationUrls = new LRUCache<string, string>({ max: 2000 });
  return async (req, reply, operation) => {
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
  };
}

/** The built web app: its assets, the server-rendered pages, and index.html for the app's own routes. */
export async function registerWebApp(
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
    // The web app's routes: every address without a file extension, but the API's own (an image, a webhook).
    const wantsPage = req.method === 'GET' && !path.extname(pathName) && !NOT_PAGES.test(pathName);
    if (!wantsPage) return reply.status(404).send({ error: 'Not found', path: req.url });
    reply.header('cache-control', 'no-cache');
    return reply.sendFile('index.html');
  });
}
