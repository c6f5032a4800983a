import { loadConfig } from '../../apps/api/src/config.ts';
import { withRequestLimitsLifted } from '../../apps/api/src/rate-limits/limits.ts';
import { prepareDatabase, startApi, type RunningApi } from '../../apps/api/src/main.ts';
import { seedDemoData } from '../../apps/api/src/seed/seed.ts';

/**
 * The real API with the demo catalogue, for benchmarks: on PostgreSQL when
 * `databaseUrl` is given, else on PGlite in `dataDir`. No Auth Emulator is
 * started: the pages measured are the anonymous ones.
 */
export async function serveDemo(options: {
  port: number;
  dataDir: string;
  databaseUrl?: string;
  webDistDir?: string;
  /**
   * Throughput benchmarks send every request from one address, as no real visitor does: the per-address request
   * limits are lifted for them (one counter per request is all they would add). The abuse benchmark keeps them,
   * with the attacker and the reader at addresses of their own behind a trusted proxy.
   */
  perAddressLimits?: { trustProxy: string };
}): Promise<RunningApi> {
  const config = loadConfig({
    ...process.env,
    NODE_ENV: 'development',
    PORT: String(options.port),
    LOG_LEVEL: 'silent',
    DATA_DIR: options.dataDir,
    SEED_ON_FIRST_RUN: 'false',
    // Anonymous requests never verify a token; nothing listens here.
    FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9',
    ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
    ...(options.webDistDir ? { WEB_DIST_DIR: options.webDistDir } : {}),
    ...(options.perAddressLimits
      ? { TRUST_PROXY: options.perAddressLimits.trustProxy }
      : { RATE_LIMITS: withRequestLimitsLifted(process.env['RATE_LIMITS']) }),
  });
  const database = await prepareDatabase(config);
  await seedDemoData(database.db, config);
  return startApi(config, database);
}
