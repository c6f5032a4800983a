import { ErrorCode, PROFILE_PHOTO_UPLOAD, UPLOAD_EVENT_HEADER, UPLOAD_PURPOSE_HEADER } from '@admit/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { rateLimitedMessage } from '../common/errors.ts';
import type { Context } from '../graphql/context.ts';
import { domainErrorExtensions } from '../graphql/errors.ts';
import { privateAnswers } from '../graphql/public-answers.ts';
import { answeredWithErrors, type buildYoga } from '../graphql/yoga.ts';
import { assertMayUploadFor } from '../modules/events/images.ts';
import { assertMayUploadProfilePhoto } from '../modules/media/profile-photos.ts';
import { sessionRefusal } from '../modules/identity/service.ts';
import { addressKey, WHAT } from '../rate-limits/attempts.ts';
import type { RateLimiter } from '../rate-limits/limiter.ts';
import {
  prepareResponse,
  PUBLIC_READ_CACHE,
  sendPrepared,
  type PreparedResponses,
} from '../read-cache/prepared-response.ts';
import type { ReadCache } from '../read-cache/read-cache.ts';
import { sendGraphQLError } from './error-handler.ts';

export const GRAPHQL_PATH = '/graphql';

const MAX_MULTIPART_BYTES = 11 * 1024 * 1024;
/** A GraphQL answer depends on the request's token, and (its media type) on what the client accepts. */
const GRAPHQL_VARY = 'accept, authorization';
/** Headers that describe a kept answer, which a private one is not. */
const NAMES_A_KEPT_ANSWER = new Set(['etag', 'last-modified']);

/** A GET's place among kept answer bytes: the address as sent, and the media types the client takes. */
const answerBytesKey = (req: FastifyRequest) => `${req.headers.accept ?? ''}\n${req.url}`;

type GraphQLRoute = {
  yoga: ReturnType<typeof buildYoga>;
  limits: RateLimiter;
  contextOf: (req: FastifyRequest) => Context;
  readCache: ReadCache | null;
  /** Kept answers to anonymous GETs as the bytes that went out; null without the read cache. */
  answerBytes: PreparedResponses | null;
};

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

/**
 * File uploads (GraphQL multipart requests) reach Yoga as a raw stream. Before a byte of it is read: refuse
 * oversized ones, and chunked ones whose size is unknown (Node enforces a declared length, so this bounds what
 * is read); then refuse anyone who is not signed in or may not manage the event the upload names (a profile photo,
 * named by UPLOAD_PURPOSE_HEADER, is the signed-in person's own: they need only be signed in and within their limit).
 */
function registerUploadGuard(app: FastifyInstance, contextOf: GraphQLRoute['contextOf']): void {
  app.addContentTypeParser('multipart/form-data', async (req: FastifyRequest) => {
    const declared = req.headers['content-length'];
    if (declared === undefined) {
      throw Object.assign(new Error('Uploads must declare their size (Content-Length).'), { statusCode: 411 });
    }
    if (Number(declared) > MAX_MULTIPART_BYTES) {
      throw Object.assign(new Error('Uploads can be at most 10 MB.'), { statusCode: 413 });
    }
    if (req.headers[UPLOAD_PURPOSE_HEADER] === PROFILE_PHOTO_UPLOAD) {
      await assertMayUploadProfilePhoto(contextOf(req));
      return undefined;
    }
    const named = req.headers[UPLOAD_EVENT_HEADER];
    await assertMayUploadFor(contextOf(req), typeof named === 'string' ? named : undefined);
    return undefined;
  });
}

/** A refusal of too many requests, in GraphQL's shape, written directly: under a flood it is most of the work. */
export function refuseFlood(
  req: FastifyRequest,
  reply: FastifyReply,
  wait: number,
  name: 'request' | 'requestWithToken',
) {
  const extensions = { code: ErrorCode.RATE_LIMITED, retryAfter: wait };
  return sendGraphQLError(req, reply, 429, rateLimitedMessage(wait, WHAT[name]), extensions);
}

/** /graphql, GET and POST: counted before anything is read, bad tokens refused, kept answers sent as bytes. */
export function registerGraphQLRoute(app: FastifyInstance, route: GraphQLRoute): void {
  const { limits, contextOf } = route;
  registerUploadGuard(app, contextOf);
  app.route({
    url: GRAPHQL_PATH,
    method: ['GET', 'POST', 'OPTIONS'],
    // Counted before anything is read or parsed, so a flood costs a counter, not a query.
    onRequest: async (req, reply) => {
      const name = req.headers.authorization ? 'requestWithToken' : 'request';
      const wait = await limits.consume(name, addressKey(req.ip));
      if (wait !== null) return refuseFlood(req, reply, wait, name);
    },
    handler: async (req, reply) => {
      // A token that verifies nothing is no visitor: 401, which the web app answers by refreshing the token. As far
      // as limits go it is a visitor's request (a made-up token buys no more than none).
      const refused = req.headers.authorization ? await sessionRefusal(contextOf(req).viewer) : null;
      if (refused) {
        const wait = await limits.consume('request', addressKey(req.ip));
        if (wait !== null) return refuseFlood(req, reply, wait, 'request');
        return sendGraphQLError(req, reply, 401, refused.message, domainErrorExtensions(refused));
      }
      return answer(req, reply, route);
    },
  });
}

/** An answer from Yoga, or the bytes kept for this anonymous GET; kept when it is shared and may be. */
async function answer(req: FastifyRequest, reply: FastifyReply, route: GraphQLRoute) {
  const { answerBytes, readCache, yoga } = route;
  const bytesKey = answerBytes && req.method === 'GET' && !req.headers.authorization ? answerBytesKey(req) : null;
  const prepared = bytesKey ? await answerBytes?.get(bytesKey) : null;
  if (prepared) return sendPrepared(req, reply, prepared, GRAPHQL_VARY);
  const generation = readCache?.generation() ?? 0;
  const response = await yoga.handleNodeRequestAndResponse(req, reply, { req, reply });
  const etag = response.headers.get('etag');
  const shared = !answeredWithErrors.has(req) && !privateAnswers.has(req);
  if (answerBytes && bytesKey && etag && response.status === 200 && shared) {
    const contentType = response.headers.get('content-type') ?? 'application/json';
    const kept = prepareResponse(200, contentType, await response.text(), [etag], etag);
    answerBytes.keep(bytesKey, kept, generation);
    return sendPrepared(req, reply, kept, GRAPHQL_VARY);
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
}
