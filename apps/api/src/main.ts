import './runtime/require-supported-node.js';
import { pathToFileURL } from 'node:url';
import { ConfigError, loadConfig, type Config } from './config.ts';
import { openDatabase, type Database } from './db/client.ts';
import { createFirebaseIdentity } from './modules/identity/firebase-identity.ts';
import { finishUnfinishedDeletions } from './modules/identity/service.ts';
import { ensureDemoAccounts, isSeeded, seedDemoData } from './seed/seed.ts';
import { buildServer } from './server.ts';

const DELETION_SWEEP_MS = 10 * 60_000;

export type RunningApi = { url: string; close(): Promise<void> };

export class PortInUseError extends Error {
  override name = 'PortInUseError';
}

/** Opens the database and applies pending migrations. */
export async function prepareDatabase(config: Config): Promise<Database> {
  const database = await openDatabase(config.database);
  await database.migrate();
  return database;
}

/**
 * Migrates, seeds on first run, and listens. Used by `npm start` and by the
 * standalone entry below; `npm start` may pass a database it prepared while
 * the Auth Emulator was starting.
 */
export async function startApi(config: Config, prepared?: Database): Promise<RunningApi> {
  // First: a project and emulator that do not belong together stop everything before anything is written.
  const identity = createFirebaseIdentity(config.firebase);
  const database = prepared ?? (await prepareDatabase(config));
  if (config.seedOnFirstRun) {
    await ensureDemoAccounts(config.firebase);
    if (!(await isSeeded(database.db))) await seedDemoData(database.db, config);
  }
  const app = await buildServer({ config, database, identity });
  try {
    await app.listen({ host: config.host, port: config.port });
  } catch (error) {
    await Promise.allSettled([app.close(), identity.close(), database.close()]);
    if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
      throw new PortInUseError(
        `Port ${config.port} is already in use. Stop the program using it, or start Admit with PORT=<another port>.`,
      );
    }
    throw error;
  }
  // Deletions whose Firebase step no request will finish (its answer lost, or the person gone): every instance
  // sweeps now and then; each step is safe to repeat, so instances need not agree on who does it.
  const sweep = () =>
    void finishUnfinishedDeletions(database.db, identity)
      .then(({ failed }) => {
        if (failed > 0) app.log.warn({ failed }, 'account deletions still waiting for Firebase');
      })
      .catch((error: unknown) => app.log.error({ err: error }, 'account deletion sweep failed'));
  sweep();
  const sweeper = setInterval(sweep, DELETION_SWEEP_MS);
  sweeper.unref();
  if (config.unsafeDev) {
    // Loud on purpose: this server may take simulated payments, sign tickets with a public key and seed demo data.
    app.log.error(
      `ADMIT_UNSAFE_DEV=1: the production checks are OFF, though this server runs with ${config.unsafeDev}. ` +
        'Never serve real buyers like this.',
    );
  }
  if (config.productionChecks && config.trustProxy === false) {
    app.log.warn(
      'TRUST_PROXY is not set: rate limits count the address of whatever connects to the API. Behind a load ' +
        'balancer or CDN that is the proxy, and every visitor would share one count; set TRUST_PROXY (docs/deployment.md).',
    );
  }
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const host = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  return {
    url: `http://${host}:${port}`,
    async close() {
      clearInterval(sweeper);
      await app.close();
      await Promise.allSettled([identity.close(), database.close()]);
    },
  };
}

/** Prints a known start-up failure as one clear line, and exits non-zero. */
export function exitOnStartupError(error: unknown): never {
  if (error instanceof ConfigError || error instanceof PortInUseError) {
    console.error(`admit: ${error.message}`);
  } else {
    console.error(error);
  }
  process.exit(1);
}

async function main(): Promise<void> {
  const config = loadConfig();
  const api = await startApi(config);
  console.log(`Admit API ready at ${api.url}`);
  const stop = () => void api.close().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch(exitOnStartupError);
}
