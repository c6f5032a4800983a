import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { print, type DocumentNode } from 'graphql';
import { inject } from 'vitest';
import { authEmulatorRest } from '../../../../scripts/lib/auth-emulator-rest.ts';
import { loadConfig, type Config } from '../config.ts';
import { withRequestLimitsLifted } from '../rate-limits/limits.ts';
import { openDatabase, type Database, type DatabaseOptions } from '../db/client.ts';
import { CSRF_HEADERS } from '../graphql/yoga.ts';
import { createFirebaseIdentity, type FirebaseIdentity } from '../modules/identity/firebase-identity.ts';
import { buildServer } from '../server.ts';
import { TEST_PROJECT_ID } from './global-setup.ts';
import { createPostgresTestDatabase, createTestDatabaseConfig } from './test-database.ts';

export const TEST_ADMIN_EMAIL = 'platform-admin@example.test';

export type GraphQLResponse<T = Record<string, unknown>> = {
  status: number;
  body: {
    data?: T | null;
    errors?: { message: string; path?: string[]; extensions?: { code?: string; field?: string } }[];
  };
};

type RequestOptions = { token?: string; operationName?: string; headers?: Record<string, string> };

/** A typed document's options: its own variables, which must be given when it has required ones. */
type TypedOptions<TVariables> = RequestOptions & { variables?: TVariables };
type TypedOptionsArg<TVariables> =
  Record<string, never> extends TVariables
    ? [options?: TypedOptions<TVariables>]
    : [options: TypedOptions<TVariables> & { variables: TVariables }];

/**
 * POSTs an operation the way Apollo Client does. A document written with `graphql()` (./gql) gives the result and
 * variables their types, so a schema change breaks the test at compile time; a string is for what is sent malformed
 * or unusual on purpose.
 */
export type GraphQLCall = {
  <TResult, TVariables>(
    document: TypedDocumentNode<TResult, TVariables>,
    ...options: TypedOptionsArg<TVariables>
  ): Promise<GraphQLResponse<TResult>>;
  <T = Record<string, unknown>>(
    query: string,
    options?: RequestOptions & { variables?: Record<string, unknown> },
  ): Promise<GraphQLResponse<T>>;
};

/** The JSON body of an operation, as Apollo Client POSTs it. */
export function operationBody(
  query: string | DocumentNode,
  options: RequestOptions & { variables?: unknown } = {},
): { operationName: string | null; variables: unknown; query: string } {
  return {
    operationName: options.operationName ?? null,
    variables: options.variables ?? {},
    query: typeof query === 'string' ? query : print(query),
  };
}

export type TestApi = {
  app: FastifyInstance;
  config: Config;
  database: Database;
  emulator: ReturnType<typeof authEmulatorRest>;
  graphql: GraphQLCall;
  inject(options: InjectOptions): Promise<LightMyRequestResponse>;
  /**
   * A brand-new Firebase account in the emulator, with a fresh ID token. Its email is verified, as most people's
   * are by the time they buy or publish; `{ verified: false }` for one who has not opened the link yet.
   */
  newAccount(
    prefix?: string,
    options?: { verified?: boolean },
  ): Promise<{ email: string; idToken: string; localId: string }>;
  /** An ID token of TEST_ADMIN_EMAIL with its email verified. */
  adminToken(): Promise<string>;
  close(): Promise<void>;
};

/**
 * The real server, in-process, on a database of its own and the suite's Auth Emulator. `config` replaces parsed
 * settings after the checks, for what the environment cannot say here (production mode). `sharing` starts a
 * second instance on another's database, as two API instances behind one load balancer would run (on PostgreSQL
 * with a connection pool of its own). `postgres` runs on a fresh PostgreSQL database even without TEST_DATABASE_URL.
 * `identity` wraps the server's Firebase client, for failures the emulator cannot be asked to produce.
 */
export async function createTestApi(
  env: Record<string, string> = {},
  options: DatabaseOptions & {
    config?: Partial<Config>;
    sharing?: TestApi;
    postgres?: boolean;
    logStream?: NodeJS.WritableStream;
    identity?: (real: FirebaseIdentity) => FirebaseIdentity;
    /**
     * Background jobs: false leaves out the periodic sweeps (tests that sweep by hand; jobs a change enqueues, a
     * mail, a webhook's delivery, still run); 'by-hand' runs no job by itself (app.queue.runDue runs the due ones).
     */
    jobs?: boolean | 'by-hand';
  } = {},
): Promise<TestApi> {
  const emulatorHost = inject('authEmulatorHost');
  const shared = options.sharing;
  const { database: databaseConfig, drop } = shared
    ? { database: shared.config.database, drop: async () => undefined }
    : await (options.postgres ? createPostgresTestDatabase() : createTestDatabaseConfig());
  const config: Config = {
    ...loadConfig({
      NODE_ENV: 'test',
      FIREBASE_PROJECT_ID: TEST_PROJECT_ID,
      FIREBASE_AUTH_EMULATOR_HOST: emulatorHost,
      PLATFORM_ADMIN_EMAILS: TEST_ADMIN_EMAIL,
      LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
      WEB_DIST_DIR: '/nonexistent',
      // Tests revoke and delete accounts and expect the next request refused at once; the revocation cache's 30 s
      // bound has its own test (identity/revocation-cache.test.ts), which sets it.
      AUTH_REVOCATION_CACHE_SECONDS: '0',
      ...env,
      // Every request of a suite comes from one address: unless a test sets them, no per-address request limits.
      RATE_LIMITS: withRequestLimitsLifted(env['RATE_LIMITS']),
    }),
    database: databaseConfig,
    ...options.config,
  };
  // PGlite lives inside one process, so a second instance shares its handle; PostgreSQL gets a second pool.
  const ownsDatabase = !shared || shared.database.kind === 'postgres';
  const database = ownsDatabase ? await openDatabase(config.database, options) : shared.database;
  if (!shared) await database.migrate();
  const real = createFirebaseIdentity(config.firebase);
  const identity = options.identity ? options.identity(real) : real;
  const app = await buildServer({
    config,
    database,
    identity,
    ...(options.logStream ? { logStream: options.logStream } : {}),
    ...(options.jobs === false ? { jobs: 'no-cron' as const } : {}),
    ...(options.jobs === 'by-hand' ? { jobs: 'by-hand' as const } : {}),
  });
  await app.ready();
  const emulator = authEmulatorRest(`http://${emulatorHost}`, TEST_PROJECT_ID);

  return {
    app,
    config,
    database,
    emulator,
    async graphql(query: string | DocumentNode, options: RequestOptions & { variables?: unknown } = {}) {
      const res = await app.inject({
        method: 'POST',
        url: '/graphql',
        headers: {
          'content-type': 'application/json',
          ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
          ...options.headers,
        },
        payload: operationBody(query, options),
      });
      return { status: res.statusCode, body: res.json() };
    },
    inject: (options) => app.inject(options),
    async newAccount(prefix = 'user', { verified = true } = {}) {
      const email = `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.test`;
      const account = await (verified ? emulator.signUpVerified : emulator.signUp).call(
        emulator,
        email,
        'secret-pass-1',
      );
      return { email, idToken: account.idToken, localId: account.localId };
    },
    async adminToken() {
      const password = 'secret-pass-1';
      const account = await emulator
        .signUp(TEST_ADMIN_EMAIL, password)
        .catch(() => emulator.signIn(TEST_ADMIN_EMAIL, password));
      await emulator.markEmailVerified(account.localId);
      // A token issued after verification carries email_verified: true.
      return (await emulator.signIn(TEST_ADMIN_EMAIL, password)).idToken;
    },
    async close() {
      await app.close();
      await real.close();
      // The instance that opened the database (or its own pool) closes it.
      if (ownsDatabase) await database.close();
      await drop();
    },
  };
}

export const csrfHeader = { [CSRF_HEADERS[0]]: 'true' };
