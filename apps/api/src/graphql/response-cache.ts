import { createHash } from 'node:crypto';
import { useResponseCache } from '@graphql-yoga/plugin-response-cache';
import type { Plugin } from 'graphql-yoga';
import type { ReadCache } from '../read-cache/read-cache.ts';
import type { Context } from './context.ts';

/** The longest an answer is kept without a write: a bound on anything time-dependent a service did not note. */
export const MAX_ANSWER_AGE_MS = 5 * 60_000;

/**
 * graphql-yoga's response cache over the read cache, for anonymous reads only: an answer to a request with a
 * token may be that person's alone, so it is neither looked up nor kept. A kept answer carries an ETag (its key),
 * so a browser or CDN revalidates with If-None-Match and gets 304 while it is current. Kept no longer than the
 * request's Freshness allows (a sale opening, an event ending); forgotten on writes by the read cache.
 */
export function useReadCache(cache: ReadCache): Plugin {
  return useResponseCache({
    cache,
    enabled: (request) => !request.headers.has('authorization'),
    session: () => null,
    ttl: MAX_ANSWER_AGE_MS,
    // Mutations are never kept (the plugin runs them on its invalidating path), and what one returns is forgotten,
    // on top of the database's change feed, which announces every write (read-cache/change-feed.ts).
    invalidateViaMutation: true,
    // Every anonymous operation gets a key, a buyer's reserve too: hashed by Node's own SHA-256 in place, the same
    // hex as the plugin's hashSHA256, which went through WebCrypto's asynchronous digest (4% of an instance's CPU in
    // a rush, for a few hundred bytes each).
    buildResponseCacheKey: ({ documentString, operationName, variableValues }) => {
      const key = createHash('sha256')
        .update([documentString, operationName ?? '', JSON.stringify(variableValues ?? {})].join('|'))
        .digest('hex');
      cache.rememberRootFields(key, documentString);
      return key;
    },
    onTtl: ({ ttl, context }) => {
      // The plugin types its context as its own; it is the request's.
      const until = (context as Partial<Context>).freshness?.until() ?? null;
      if (until === null) return ttl;
      // 0 keeps nothing: the answer is this request's alone, or its moment came while it was computed.
      return until === 0 ? 0 : Math.max(0, Math.min(ttl, until - Date.now()));
    },
  });
}
