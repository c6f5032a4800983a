import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import type { Loaders } from './loaders.ts';
import type { FirebaseIdentity } from '../modules/identity/firebase-identity.ts';
import type { Viewer } from '../modules/identity/viewer.ts';

/** What every resolver receives. Built once per request in server.ts. */
export type Context = {
  config: Config;
  db: Db;
  identity: FirebaseIdentity;
  /** The signed-in user, or null. Throws UNAUTHENTICATED for a bad token. */
  viewer(): Promise<Viewer | null>;
  /** Batched lookups, fresh for each request so no one sees another's cached rows. */
  loaders: Loaders;
};

/** What Fastify hands to Yoga with each request. */
export type ServerContext = { req: FastifyRequest; reply: FastifyReply };
