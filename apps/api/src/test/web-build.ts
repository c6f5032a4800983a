import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../../../..');

/**
 * The web app built for the API suite (apps/web/build.ts), so tests of the server-rendered pages render the
 * real pages. ADMIT_TEST_WEB_DIST_DIR names a build to use instead (one made earlier in the same run).
 */
export async function buildWebAppForTests(): Promise<string> {
  const given = process.env['ADMIT_TEST_WEB_DIST_DIR'];
  if (given) return given;
  const outDir = mkdtempSync(path.join(os.tmpdir(), 'admit-test-web-'));
  await new Promise<void>((resolve, reject) => {
    const build = spawn(process.execPath, [path.join(root, 'apps/web/build.ts'), '--quiet'], {
      cwd: path.join(root, 'apps/web'),
      env: { ...process.env, WEB_DIST_DIR: outDir },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    build.once('error', reject);
    build.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`The web build failed (exit ${code}).`))));
  });
  return outDir;
}
