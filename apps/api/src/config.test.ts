import { spawnSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PRODUCTION_PAYMENT_ENV } from './test/production-env.ts';
import { assertIdentityMatchesProject, ConfigError, loadConfig } from './config.ts';

const apiRoot = path.resolve(import.meta.dirname, '..');

/** Runs the real entry point as an operator would, and reports how it ended. */
function startApiProcess(env: Record<string, string>) {
  const result = spawnSync(process.execPath, ['src/main.ts'], {
    cwd: apiRoot,
    env: { PATH: process.env.PATH ?? '', PORT: '0', LOG_LEVEL: 'silent', ...env },
    encoding: 'utf8',
    timeout: 30_000,
  });
  return { status: result.status, stderr: result.stderr };
}

describe('production safety', () => {
  it('refuses to start in production with the Auth Emulator configured, since its tokens are unsigned', () => {
    const result = startApiProcess({
      NODE_ENV: 'production',
      FIREBASE_PROJECT_ID: 'admit-prod',
      FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/test',
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('Refusing to start: NODE_ENV=production with FIREBASE_AUTH_EMULATOR_HOST set');
  });

  it('refuses to start in production with a demo- project id', () => {
    const result = startApiProcess({
      NODE_ENV: 'production',
      FIREBASE_PROJECT_ID: 'demo-admit',
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/test',
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('emulator-only project id "demo-admit"');
  });

  it('refuses to start in production on the embedded database, which keeps data inside one instance', () => {
    const result = startApiProcess({ NODE_ENV: 'production', FIREBASE_PROJECT_ID: 'admit-prod' });
    expect(result.status).toBe(1);
    expect(result.stderr).toBe(
      'admit: Refusing to start: NODE_ENV=production without DATABASE_URL. The embedded database keeps its data ' +
        'inside this one instance. Set DATABASE_URL to a PostgreSQL server.\n',
    );
  });

  it('refuses to start in production with the simulated card processor or the public ticket key', () => {
    const base = { NODE_ENV: 'production', FIREBASE_PROJECT_ID: 'admit-prod', DATABASE_URL: 'postgres://db/admit' };
    expect(() => loadConfig({ ...base, TICKET_KEY_SECRET: PRODUCTION_PAYMENT_ENV.TICKET_KEY_SECRET })).toThrow(
      /simulated card processor, which accepts test cards/,
    );
    const stripeOnly: Record<string, string> = { ...PRODUCTION_PAYMENT_ENV };
    delete stripeOnly['TICKET_KEY_SECRET'];
    expect(() => loadConfig({ ...base, ...stripeOnly })).toThrow(/without TICKET_KEY_SECRET/);
  });

  it('refuses a partial set of Stripe keys, naming all three', () => {
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_x' })).toThrow(
      /STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET/,
    );
    expect(loadConfig({}).payments.kind).toBe('simulated');
  });

  it('accepts production settings without the emulator', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      FIREBASE_PROJECT_ID: 'admit-prod',
      DATABASE_URL: 'postgres://db.internal:5432/admit',
      ...PRODUCTION_PAYMENT_ENV,
    });
    expect(config.payments.kind).toBe('stripe');
    expect(config.firebase.emulatorHost).toBeNull();
    expect(config.database).toEqual({ kind: 'postgres', url: 'postgres://db.internal:5432/admit' });
  });

  it('names the variable that is wrong', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
  });

  it('uses embedded PGlite when no DATABASE_URL is set', () => {
    const config = loadConfig({ DATA_DIR: '/tmp/admit-data' });
    expect(config.database).toEqual({ kind: 'pglite', dataDir: '/tmp/admit-data/pglite' });
  });
});

describe('settings that look real get the production checks, whatever NODE_ENV says', () => {
  // NODE_ENV is left unset, as a deployment that forgot it would run.
  it('refuses a real Firebase project with the simulated processor, whose public webhook secret forges "paid"', () => {
    expect(() =>
      loadConfig({ FIREBASE_PROJECT_ID: 'admit-prod', DATABASE_URL: 'postgres://db.internal/admit' }),
    ).toThrow('Refusing to start: the real Firebase project "admit-prod" with the simulated card processor');
  });

  it('refuses a database on another machine with the public ticket key, even on a demo project', () => {
    expect(() =>
      loadConfig({
        FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
        DATABASE_URL: 'postgres://admit@10.0.4.2:5432/admit',
      }),
    ).toThrow('Refusing to start: the database at 10.0.4.2 with FIREBASE_AUTH_EMULATOR_HOST set');
    expect(() =>
      loadConfig({ FIREBASE_PROJECT_ID: 'admit-prod', DATABASE_URL: 'postgres://db.internal/admit', ...stripeKeys() }),
    ).toThrow(/the real Firebase project "admit-prod" without TICKET_KEY_SECRET/);
  });

  it('leaves a setup local through and through alone: the emulator, a demo project, a database on this machine', () => {
    for (const url of ['postgres://postgres@127.0.0.1:5432/test', 'postgres://localhost/admit', 'postgres://[::1]/a']) {
      const config = loadConfig({ DATABASE_URL: url, FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' });
      expect(config).toMatchObject({ productionChecks: null, unsafeDev: null, seedOnFirstRun: true });
    }
  });

  it('starts anyway with ADMIT_UNSAFE_DEV=1, saying why it should not (and never seeds the real database)', () => {
    const config = loadConfig({
      FIREBASE_PROJECT_ID: 'admit-prod',
      DATABASE_URL: 'postgres://db.internal/admit',
      ADMIT_UNSAFE_DEV: '1',
    });
    expect(config).toMatchObject({ productionChecks: null, unsafeDev: 'the real Firebase project "admit-prod"' });
    expect(config.payments.kind).toBe('simulated');
    expect(
      loadConfig({ FIREBASE_PROJECT_ID: 'admit-prod', DATABASE_URL: 'postgres://db/admit', ...realEnv() }),
    ).toMatchObject({ productionChecks: 'the real Firebase project "admit-prod"', seedOnFirstRun: false });
  });

  it('never lets ADMIT_UNSAFE_DEV=1 past NODE_ENV=production', () => {
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        FIREBASE_PROJECT_ID: 'admit-prod',
        DATABASE_URL: 'postgres://db/a',
        ADMIT_UNSAFE_DEV: '1',
      }),
    ).toThrow('Refusing to start: NODE_ENV=production with the simulated card processor');
  });
});

function stripeKeys(): Record<string, string> {
  const keys: Record<string, string> = { ...PRODUCTION_PAYMENT_ENV };
  delete keys['TICKET_KEY_SECRET'];
  return keys;
}
const realEnv = (): Record<string, string> => ({ ...PRODUCTION_PAYMENT_ENV });

describe('which identity service may vouch for tokens follows the project, whatever NODE_ENV says', () => {
  // NODE_ENV is left unset, as a deployment that forgot it would run.
  const dataDir = path.join(os.tmpdir(), `admit-config-${process.pid}`);

  it('refuses the Auth Emulator with a real project id, since its unsigned tokens would be believed', () => {
    const result = startApiProcess({
      FIREBASE_PROJECT_ID: 'admit-prod',
      FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
      DATA_DIR: dataDir,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(
      'Refusing to start: the real Firebase project "admit-prod" with FIREBASE_AUTH_EMULATOR_HOST set. Emulator ' +
        'tokens are unsigned',
    );
  });

  it('refuses a demo- project id without the emulator', () => {
    const result = startApiProcess({ FIREBASE_PROJECT_ID: 'demo-admit', DATA_DIR: dataDir });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('the emulator-only project id "demo-admit" without the Auth Emulator');
  });

  it('refuses a real project when only the environment names the emulator (firebase-admin reads it from there)', () => {
    const firebase = { projectId: 'admit-prod', apiKey: 'k', authDomain: 'd', emulatorHost: null };
    expect(() => assertIdentityMatchesProject(firebase, { FIREBASE_AUTH_EMULATOR_HOST: 'localhost:9099' })).toThrow(
      ConfigError,
    );
    expect(() => assertIdentityMatchesProject(firebase, {})).not.toThrow();
  });

  it('accepts a demo- project with the emulator', () => {
    const firebase = { projectId: 'demo-admit', apiKey: 'k', authDomain: 'd', emulatorHost: '127.0.0.1:9099' };
    expect(() => assertIdentityMatchesProject(firebase, {})).not.toThrow();
  });
});
