import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import negotiate from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { ReadCache } from './read-cache.ts';

/**
 * A response kept ready to send: its bytes in each encoding a browser may take, made once, and the read cache's
 * keys of the GraphQL answers it shows: it is current exactly as long as they are.
 */
export type PreparedResponse = {
  status: number;
  contentType: string;
  etag: string;
  bodies: { identity: Buffer; gzip: Buffer; br: Buffer };
  answers: readonly string[];
};

export function prepareResponse(
  status: number,
  contentType: string,
  text: string,
  answers: readonly string[],
  etag?: string,
): PreparedResponse {
  const identity = Buffer.from(text);
  return {
    status,
    contentType,
    etag: etag ?? `"${createHash('sha256').update(identity).digest('base64url').slice(0, 27)}"`,
    bodies: {
      identity,
      gzip: gzipSync(identity, { level: 6 }),
      // Quality 6: most of brotli's gain for a fraction of 11's time; done once per version of the response.
      br: brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 6 } }),
    },
    answers,
  };
}

/** Prepared responses, by a key of the caller's, each dropped as soon as one of its answers is forgotten. */
export type PreparedResponses = {
  /** The kept response, once this instance's own writes have reached the cache (write-settling.ts). */
  get(key: string): Promise<PreparedResponse | null>;
  /** Keeps one, unless something was forgotten since `generation` (it may show a read from before a write). */
  keep(key: string, response: PreparedResponse, generation: number): void;
};

export function createPreparedResponses(readCache: ReadCache, maxBytes: number): PreparedResponses {
  const kept = new LRUCache<string, PreparedResponse>({
    maxSize: maxBytes,
    sizeCalculation: (r) => r.bodies.identity.length + r.bodies.gzip.length + r.bodies.br.length,
  });
  const current = (r: PreparedResponse) => r.answers.every((answer) => readCache.isCurrent(answer));
  const lookUp = (key: string) => {
    const response = kept.get(key);
    if (!response) return null;
    if (current(response)) return response;
    kept.delete(key);
    return null;
  };
  return {
    async get(key) {
      await readCache.settled();
      return lookUp(key);
    },
    keep(key, response, generation) {
      const keepable = response.status === 200 && response.answers.length > 0 && current(response);
      if (keepable && readCache.generation() === generation) kept.set(key, response);
    },
  };
}

/** The encodings kept, best first. */
const ENCODINGS: ('br' | 'gzip' | 'identity')[] = ['br', 'gzip', 'identity'];

/**
 * The best encoding the browser accepts of those kept, by its q-values and then ours, as @fastify/compress chooses
 * for the responses it compresses; none accepted: identity.
 */
export function encodingFor(acceptEncoding: string | undefined): 'br' | 'gzip' | 'identity' {
  return negotiate(acceptEncoding ?? '', ENCODINGS) ?? 'identity';
}

/**
 * Anonymous reads may be stored by browsers and CDNs, but revalidated (by ETag) every time: a write shows on the
 * very next load, and an unchanged answer costs a 304.
 */
export const PUBLIC_READ_CACHE = 'public, no-cache';

/**
 * Sends a prepared response: 304 when the browser's copy is this one, else its bytes in the best encoding it
 * takes. `vary` names the request headers the response depends on besides the encoding.
 */
export function sendPrepared(req: FastifyRequest, reply: FastifyReply, response: PreparedResponse, vary: string) {
  reply
    .header('etag', response.etag)
    .header('cache-control', PUBLIC_READ_CACHE)
    .header('vary', `accept-encoding, ${vary}`);
  const known = req.headers['if-none-match'];
  if (known && known.split(',').some((tag) => tag.trim() === response.etag)) return reply.status(304).send();
  const encoding = encodingFor(req.headers['accept-encoding']);
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  return reply.status(response.status).type(response.contentType).send(response.bodies[encoding]);
}
