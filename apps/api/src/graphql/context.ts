import type { FastifyReply, FastifyRequest } from 'fastify';
import type { RequestScope } from '../common/scope.ts';
import type { Loaders } from './loaders.ts';

/**
 * What every resolver receives, built once per request in server.ts: the
 * request scope the services take, plus the loaders field resolvers batch
 * their reads through.
 */
export type Context = RequestScope & {
  loaders: Loaders;
  /** After a mutation: notes that a write committed, for this instance's read cache (read-cache/write-settling.ts). */
  noteWrite(): void;
};

/** What Fastify hands to Yoga with each request. */
export type ServerContext = { req: FastifyRequest; reply: FastifyReply };
