import path from 'node:path';
// The entry point of its own, not the package's index: the waiting stream process loads this file and stays lean.
import { AVAILABLE_SIGN_IN_METHODS, isSignInMethod, type SignInMethod } from '@admit/shared/sign-in-methods';
import { z } from 'zod';
import { parseRateLimits, type RateLimits } from './rate-limits/limits.ts';

const repoRoot = path.resolve(import.meta.dirname, '../../..');

/**
 * Every setting comes from the environment (secrets included), parsed once at
 * start. The README's configuration table lists the same variables.
 */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('localhost'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATABASE_URL: z.string().url().optional(),
  DATA_DIR: z.string().default(path.join(repoRoot, '.data')),
  FIREBASE_PROJECT_ID: z.string().min(1).default('demo-admit'),
  FIREBASE_API_KEY: z.string().min(1).default('demo-api-key'),
  FIREBASE_AUTH_DOMAIN: z.string().optional(),
  FIREBASE_AUTH_EMULATOR_HOST: z.string().optional(),
  // How long a token's revocation answer is kept (modules/identity/verified-tokens.ts); 0 asks Firebase every time.
  AUTH_REVOCATION_CACHE_SECONDS: z.coerce.number().int().min(0).max(30).default(30),
  PUBLIC_ORIGINS: z.string().optional(),
  WEB_DIST_DIR: z.string().default(path.join(repoRoot, 'apps/web/dist')),
  PLATFORM_ADMIN_EMAILS: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((email) => email.trim().toLowerCase())
        .filter(Boolean),
    ),
  SEED_ON_FIRST_RUN: z.enum(['true', 'false']).optional(),
  ADMIT_UNSAFE_DEV: z.enum(['0', '1']).optional(),
  AUTH_SIGN_IN_METHODS: z
    .string()
    .default(AVAILABLE_SIGN_IN_METHODS.join(','))
    .transform((value) =>
      value
        .split(',')
        .map((m) => m.trim())
        .filter(Boolean),
    )
    .refine((methods) => methods.every((m) => (AVAILABLE_SIGN_IN_METHODS as readonly string[]).includes(m)), {
      message: `Each method must be one of: ${AVAILABLE_SIGN_IN_METHODS.join(', ')}.`,
    })
    .transform((methods) => methods.filter(isSignInMethod)),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  INVITATION_EXPIRY_DAYS: z.coerce.number().int().min(1).max(365).default(14),
  REDIS_URL: z.string().url().optional(),
  TRUST_PROXY: z.string().optional(),
  RATE_LIMITS: z
    .string()
    .optional()
    .transform((value, ctx) => {
      const limits = parseRateLimits(value);
      if (typeof limits === 'string') {
        ctx.addIssue({ code: 'custom', message: limits });
        return z.NEVER;
      }
      return limits;
    }),
  HOLD_MINUTES: z.coerce.number().min(0.05).max(60).default(10),
  WAITING_ROOM_PROOF_ZEROS: z.coerce.number().int().min(1).max(6).default(4),
  WAITING_ROOM_TARGET_RESERVE_MS: z.coerce.number().int().min(10).max(10_000).default(250),
  TICKET_KEY_SECRET: z
    .string()
    .regex(/^[0-9a-fA-F]{64}$/, 'Use 64 hex digits (32 random bytes), e.g. from `openssl rand -hex 32`.')
    .optional(),
  STRIPE_SECRET_KEY: z.string().startsWith('sk_').optional(),
  STRIPE_PUBLISHABLE_KEY: z.string().startsWith('pk_').optional(),
  STRIPE_WEBHOOK_SECRET: z.string().startsWith('whsec_').optional(),
  STRIPE_API_URL: z.string().url().optional(),
  SIMULATED_WEBHOOK_DELAY_MS: z.coerce.number().int().min(0).max(600_000).default(0),
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().default('Admit <tickets@admit.localhost>'),
  READ_CACHE: z.enum(['on', 'off']).default('on'),
});

/**
 * The development key that encrypts events' ticket-signing keys under `npm start` and in tests. Public, so it is
 * refused in production (TICKET_KEY_SECRET must be set there).
 */
export const DEVELOPMENT_TICKET_KEY_SECRET = 'a0d317a1c0de5ec2e7000000000000000000000000000000000000000000dead';

export type PaymentsConfig =
  | {
      kind: 'stripe';
      secretKey: string;
      publishableKey: string;
      webhookSecret: string;
      /** Where the SDK sends requests: Stripe's API, or a test's stand-in (STRIPE_API_URL). */
      apiUrl: URL | null;
    }
  | {
      kind: 'simulated';
      /** Signs the simulated processor's webhook events, as Stripe signs its own. */
      webhookSecret: string;
      /** Holds each webhook back (tests: a crash between a payment and its webhook). */
      webhookDelayMs: number;
    };

export type Config = {
  nodeEnv: 'development' | 'production' | 'test';
  host: string;
  port: number;
  database: { kind: 'postgres'; url: string } | { kind: 'pglite'; dataDir: string | null };
  firebase: {
    projectId: string;
    apiKey: string;
    authDomain: string;
    /** host:port of the Auth Emulator, or null against real Firebase. */
    emulatorHost: string | null;
    /** How long a verified token's "not revoked" is believed without asking Firebase again (at most 30 s). */
    revocationCacheSeconds: number;
  };
  webDistDir: string;
  /** The origins people open the web app at; each host must be an authorized domain in Firebase. */
  publicOrigins: readonly string[];
  platformAdminEmails: readonly string[];
  signInMethods: readonly SignInMethod[];
  seedOnFirstRun: boolean;
  logLevel: string;
  /** How long an invitation to join an organization waits for an answer. */
  invitationExpiryDays: number;
  /** Where rate-limit counters live when several instances must share them; in memory when null. */
  redisUrl: string | null;
  /**
   * Which proxies' X-Forwarded-For to believe for the client address (Fastify's trustProxy): false (none, the
   * default: the address is the connection's), true (any), a number of hops, or addresses and CIDR ranges.
   */
  trustProxy: boolean | number | string[];
  rateLimits: RateLimits;
  /** Keep anonymous GraphQL answers and server-rendered pages until a write changes them (READ_CACHE). */
  readCache: boolean;
  checkout: {
    /** How long a reservation holds its tickets (HOLD_MINUTES). */
    holdMinutes: number;
    /** AES-256 key (32 bytes) that encrypts each event's Ed25519 private key at rest. */
    ticketKeySecret: Buffer;
    /**
     * The waiting room's proof of work (WAITING_ROOM_PROOF_ZEROS): leading zero hex digits of a SHA-256, so 16^n
     * hashes on average; 4 is a fraction of a second on a phone, and a cost per place to a script making thousands.
     */
    proofZeros: number;
    /**
     * The p95 of admitted reserves a waiting room aims for (WAITING_ROOM_TARGET_RESERVE_MS): above it the room lets
     * people through more slowly, under half of it back up to the organizer's rate.
     */
    targetReserveMs: number;
  };
  payments: PaymentsConfig;
  mail: {
    /** SMTP server (SMTP_URL); null prints each mail to the log, as `npm start` does. */
    smtpUrl: string | null;
    from: string;
  };
  /** Why the production checks applied (they passed): NODE_ENV=production or real-looking settings; null if not. */
  productionChecks: string | null;
  /** The real-looking setting ADMIT_UNSAFE_DEV=1 waved the checks through for: logged loudly at start. */
  unsafeDev: string | null;
};

/**
 * Why the production checks apply: NODE_ENV=production, or settings that look real whatever NODE_ENV says (a
 * deployment that forgets NODE_ENV must not quietly take simulated payments or sign tickets with the public key):
 * a Firebase project that is not an emulator-only demo-*, or a database on another machine. null for a setup that
 * is local through and through (`npm start`, the tests).
 */
function realDeployment(e: z.infer<typeof envSchema>): string | null {
  if (e.NODE_ENV === 'production') return 'NODE_ENV=production';
  if (!e.FIREBASE_PROJECT_ID.startsWith('demo-')) return `the real Firebase project "${e.FIREBASE_PROJECT_ID}"`;
  const host = e.DATABASE_URL ? new URL(e.DATABASE_URL).hostname.replace(/^\[|\]$/g, '') : '';
  if (host && !isLoopback(host)) return `the database at ${host}`;
  return null;
}

/** This machine: localhost, 127.0.0.0/8, ::1 (an empty host is a local socket, handled by the caller). */
function isLoopback(host: string): boolean {
  return host === 'localhost' || host === '::1' || /^127\.\d+\.\d+\.\d+$/.test(host);
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const e = parsed.data;
  const real = realDeployment(e);
  // Only NODE_ENV=production cannot be argued with; settings that merely look real may be waved through, loudly.
  const waived = real && e.NODE_ENV !== 'production' && e.ADMIT_UNSAFE_DEV === '1';
  const config: Config = {
    nodeEnv: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    database: e.DATABASE_URL
      ? { kind: 'postgres', url: e.DATABASE_URL }
      : { kind: 'pglite', dataDir: path.join(e.DATA_DIR, 'pglite') },
    firebase: {
      projectId: e.FIREBASE_PROJECT_ID,
      apiKey: e.FIREBASE_API_KEY,
      authDomain: e.FIREBASE_AUTH_DOMAIN ?? `${e.FIREBASE_PROJECT_ID}.firebaseapp.com`,
      emulatorHost: e.FIREBASE_AUTH_EMULATOR_HOST || null,
      revocationCacheSeconds: e.AUTH_REVOCATION_CACHE_SECONDS,
    },
    webDistDir: e.WEB_DIST_DIR,
    publicOrigins: (e.PUBLIC_ORIGINS ?? `http://localhost:${e.PORT}`)
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    platformAdminEmails: e.PLATFORM_ADMIN_EMAILS,
    signInMethods: e.AUTH_SIGN_IN_METHODS,
    // Demo data belongs to the embedded setup, never by default to a production database.
    seedOnFirstRun: (e.SEED_ON_FIRST_RUN ?? (real && !waived ? 'false' : 'true')) === 'true',
    logLevel: e.LOG_LEVEL,
    invitationExpiryDays: e.INVITATION_EXPIRY_DAYS,
    redisUrl: e.REDIS_URL ?? null,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    rateLimits: e.RATE_LIMITS,
    readCache: e.READ_CACHE === 'on',
    checkout: {
      holdMinutes: e.HOLD_MINUTES,
      ticketKeySecret: Buffer.from(e.TICKET_KEY_SECRET ?? DEVELOPMENT_TICKET_KEY_SECRET, 'hex'),
      proofZeros: e.WAITING_ROOM_PROOF_ZEROS,
      targetReserveMs: e.WAITING_ROOM_TARGET_RESERVE_MS,
    },
    payments: paymentsConfig(e),
    mail: { smtpUrl: e.SMTP_URL ?? null, from: e.MAIL_FROM },
    productionChecks: waived ? null : real,
    unsafeDev: waived ? real : null,
  };
  assertSafeForProduction(config);
  return config;
}

/** Stripe when all three keys are set; the simulated processor when none is; a partial set is a mistake. */
function paymentsConfig(e: z.infer<typeof envSchema>): PaymentsConfig {
  const keys = [e.STRIPE_SECRET_KEY, e.STRIPE_PUBLISHABLE_KEY, e.STRIPE_WEBHOOK_SECRET];
  if (keys.every(Boolean) && e.STRIPE_SECRET_KEY && e.STRIPE_PUBLISHABLE_KEY && e.STRIPE_WEBHOOK_SECRET) {
    return {
      kind: 'stripe',
      secretKey: e.STRIPE_SECRET_KEY,
      publishableKey: e.STRIPE_PUBLISHABLE_KEY,
      webhookSecret: e.STRIPE_WEBHOOK_SECRET,
      apiUrl: e.STRIPE_API_URL ? new URL(e.STRIPE_API_URL) : null,
    };
  }
  if (keys.some(Boolean)) {
    throw new ConfigError(
      'Invalid configuration: set all of STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET to take ' +
        'card payments with Stripe, or none of them for the simulated processor.',
    );
  }
  return {
    kind: 'simulated',
    webhookSecret: 'whsec_admit_simulated_processor',
    webhookDelayMs: e.SIMULATED_WEBHOOK_DELAY_MS,
  };
}

function parseTrustProxy(value: string | undefined): boolean | number | string[] {
  const v = (value ?? '').trim();
  if (v === '' || v === 'false') return false;
  if (v === 'true') return true;
  if (/^\d+$/.test(v)) return Number(v);
  return v
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}

/**
 * Which identity service may vouch for a token, decided by the project, not by NODE_ENV (a deployment that forgets
 * NODE_ENV=production must not accept forged tokens). The Auth Emulator signs nothing, and firebase-admin skips the
 * signature check whenever FIREBASE_AUTH_EMULATOR_HOST is in the environment, so:
 * - the emulator is accepted only with a `demo-*` project, Firebase's convention for emulator-only projects;
 * - a `demo-*` project is refused without the emulator (it exists nowhere else);
 * - a real project is refused with the emulator, whatever NODE_ENV says.
 * Called by whatever verifies tokens, before it starts; `env` is where firebase-admin looks for the emulator.
 */
export function assertIdentityMatchesProject(
  firebase: Pick<Config['firebase'], 'projectId' | 'emulatorHost'>,
  env: NodeJS.ProcessEnv = process.env,
): void {
  const emulator = firebase.emulatorHost ?? (env.FIREBASE_AUTH_EMULATOR_HOST || null);
  const demo = firebase.projectId.startsWith('demo-');
  if (emulator && !demo) {
    throw new ConfigError(
      `Refusing to start: the Auth Emulator (FIREBASE_AUTH_EMULATOR_HOST=${emulator}) with the real project ` +
        `"${firebase.projectId}". Emulator tokens are unsigned and anyone could forge one. Unset ` +
        'FIREBASE_AUTH_EMULATOR_HOST, or use a demo-* project id with the emulator.',
    );
  }
  if (demo && !emulator) {
    throw new ConfigError(
      `Refusing to start: the emulator-only project id "${firebase.projectId}" without the Auth Emulator. Set ` +
        'FIREBASE_PROJECT_ID to your real Firebase project, or FIREBASE_AUTH_EMULATOR_HOST to an emulator.',
    );
  }
}

/**
 * The embedded defaults are refused wherever the production checks apply (NODE_ENV=production, or settings that
 * look real). The Auth Emulator issues unsigned ID tokens, and firebase-admin skips the signature check whenever
 * FIREBASE_AUTH_EMULATOR_HOST is set: anyone could forge a token for any user. The simulated processor's webhook
 * secret is public: anyone could forge "paid". The development ticket key is public: anyone could read the keys.
 */
function assertSafeForProduction(config: Config): void {
  const why = config.productionChecks;
  if (!why) return;
  if (config.firebase.emulatorHost) {
    throw new ConfigError(
      `Refusing to start: ${why} with FIREBASE_AUTH_EMULATOR_HOST set. ` +
        'Emulator tokens are unsigned and anyone could forge one. Unset FIREBASE_AUTH_EMULATOR_HOST.',
    );
  }
  if (config.firebase.projectId.startsWith('demo-')) {
    throw new ConfigError(
      `Refusing to start: ${why} with the emulator-only project id "${config.firebase.projectId}". ` +
        'Set FIREBASE_PROJECT_ID to your real Firebase project.',
    );
  }
  // PGlite keeps its data inside one instance: fine for `npm start`, but production instances are stateless
  // (and a container's file system is not where orders should live).
  if (config.database.kind === 'pglite') {
    throw new ConfigError(
      `Refusing to start: ${why} without DATABASE_URL. The embedded database keeps its data inside ` +
        'this one instance. Set DATABASE_URL to a PostgreSQL server.' +
        waiver(why),
    );
  }
  if (config.payments.kind === 'simulated') {
    throw new ConfigError(
      `Refusing to start: ${why} with the simulated card processor, which accepts test cards, moves no money and ` +
        'whose webhook secret is public. Set STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET.' +
        waiver(why),
    );
  }
  if (config.checkout.ticketKeySecret.equals(Buffer.from(DEVELOPMENT_TICKET_KEY_SECRET, 'hex'))) {
    throw new ConfigError(
      `Refusing to start: ${why} without TICKET_KEY_SECRET. The development key is public, and ticket ` +
        'signing keys encrypted with it could be read by anyone. Set TICKET_KEY_SECRET to 64 random hex digits.' +
        waiver(why),
    );
  }
}

/** How to get past checks that only the settings' look triggered, for a developer trying a real project. */
function waiver(why: string): string {
  return why === 'NODE_ENV=production'
    ? ''
    : ' (Only for development against real services: ADMIT_UNSAFE_DEV=1 starts anyway, with a warning.)';
}
