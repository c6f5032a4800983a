import { ErrorCode, type PageOperation, type PageOperationResult, type PageRequest } from '@admit/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import { createPreparedResponses, prepareResponse, sendPrepared } from '../read-cache/prepared-response.ts';
import type { ReadCache } from '../read-cache/read-cache.ts';
import { audienceOf } from './audience.ts';
import type { ServerPagesSource } from './server-pages.ts';

/** One of a page's GraphQL answers, and its key in the read cache (its ETag) when it was kept. */
export type OperationAnswer = { result: PageOperationResult; key: string | null };

/** Runs one of a page's GraphQL operations in this process, as the browser's Apollo Client would send it. */
export type RunOperation = (
  req: FastifyRequest,
  reply: FastifyReply,
  operation: PageOperation,
) => Promise<OperationAnswer>;

/** Rendered pages kept, by bytes (all three encodings counted). */
const MAX_PAGE_BYTES = 64 * 1024 * 1024;
/** What a page depends on besides its address: the language it is written in, the time zone (a cookie). */
const PAGE_VARY = 'accept-language, cookie';
const HTML = 'text/html; charset=utf-8';

/**
 * A page's place in the cache: which page, read how (slug, search…, and the time zone where the page counts days in
 * it: its params), in which language. An event page, written in the event's own time zone, is kept once for all.
 */
const cacheKeyOf = (request: PageRequest) => JSON.stringify([request.page, request.params, request.audience.locale]);

/**
 * The server-rendered pages (home and event): for each address a page claims, the operations it asks for run
 * through the API's own GraphQL server, anonymously, and the page is written from their answers. With the read
 * cache, a page is kept (in every encoding) for as long as those answers are, and revalidates by ETag.
 */
export function registerServerPages(
  app: FastifyInstance,
  options: { source: ServerPagesSource; config: Config; runOperation: RunOperation; readCache: ReadCache | null },
): void {
  const { source, config, runOperation, readCache } = options;
  const pageCache = readCache ? createPreparedResponses(readCache, MAX_PAGE_BYTES) : null;
  for (const route of source.routes) {
    app.get(route, async (req, reply) => {
      const loaded = await source.current();
      const url = new URL(req.url, 'http://page.invalid');
      const request = loaded.pages.prepare(url, audienceOf(req.headers));
      if (!request) return reply.callNotFound();
      const key = cacheKeyOf(request);
      const kept = await pageCache?.get(key);
      if (kept) return sendPrepared(req, reply, kept, PAGE_VARY);
      const generation = readCache?.generation() ?? 0;
      let html: string;
      let status: number;
      let answers: OperationAnswer[] | undefined;
      try {
        answers = await Promise.all(request.operations.map((operation) => runOperation(req, reply, operation)));
        ({ html, status } = loaded.pages.render(
          request,
          answers.map((a) => a.result),
          {
            // The configured origin, not the request's Host header, which the client controls.
            origin: config.publicOrigins[0] ?? `${req.protocol}://${req.host}`,
            assets: loaded.assetsOf(request.page),
          },
        ));
      } catch (error) {
        // The address asked for something no page can show (a search cursor that is not one): the visitor's
        // mistake, answered 400, never kept.
        if (answers !== undefined && refusesInput(answers)) {
          return reply.status(400).type(HTML).header('cache-control', 'no-store').send(BAD_ADDRESS_PAGE);
        }
        // An outage: the visitor gets a page that says so (never cached), the operator the cause.
        req.log.error({ err: error }, 'page could not be rendered');
        return reply
          .status(503)
          .type(HTML)
          .header('cache-control', 'no-store')
          .header('retry-after', '30')
          .send(UNAVAILABLE_PAGE);
      }
      if (!pageCache) {
        // Nothing kept (READ_CACHE=off): written for this request alone, compressed as it goes out.
        return reply.status(status).type(HTML).header('cache-control', 'no-cache').header('vary', PAGE_VARY).send(html);
      }
      const page = prepareResponse(
        status,
        HTML,
        html,
        answers.flatMap((a) => (a.key ? [a.key] : [])),
      );
      pageCache.keep(key, page, generation);
      return sendPrepared(req, reply, page, PAGE_VARY);
    });
  }
}

/** Whether the page's answers refused its input, and nothing else went wrong. */
function refusesInput(answers: readonly OperationAnswer[]): boolean {
  const codes = answers.flatMap((a) => (a.result.errors ?? []).map((e) => e.extensions?.['code']));
  return codes.length > 0 && codes.every((code) => code === ErrorCode.BAD_USER_INPUT);
}

/** What a visitor sees for an address whose parameters no page can use: plain, and in no need of the app. */
export const BAD_ADDRESS_PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Page not found · Admit</title>
  </head>
  <body style="font-family: system-ui, sans-serif; margin: 2rem; line-height: 1.5">
    <h1 style="font-size: 1.25rem">This address does not lead to a page</h1>
    <p>Part of it is not valid: it may have been cut short or changed.</p>
    <p><a href="/">Go to the home page</a></p>
  </body>
</html>
`;

/** What a visitor sees when a page cannot be rendered (the database is down): plain, and in no need of the app. */
export const UNAVAILABLE_PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Admit is busy · Admit</title>
  </head>
  <body style="font-family: system-ui, sans-serif; margin: 2rem; line-height: 1.5">
    <h1 style="font-size: 1.25rem">This page could not be loaded</h1>
    <p>Something went wrong on our side. Try again in a moment.</p>
    <p><a href="/">Go to the home page</a></p>
  </body>
</html>
`;
