import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

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

  it('accepts production settings without the emulator', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      FIREBASE_PROJECT_ID: 'admit-prod',
      DATABASE_URL: 'postgres://db.internal:5432/admit',
    });
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
