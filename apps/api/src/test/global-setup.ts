import { rmSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { startAuthEmulator } from '../../../../scripts/lib/auth-emulator.ts';
import { buildWebAppForTests } from './web-build.ts';

export const TEST_PROJECT_ID = 'demo-admit-test';

declare module 'vitest' {
  export interface ProvidedContext {
    authEmulatorHost: string;
    /** The web app built once for the suite, for tests of the server-rendered pages. */
    webDistDir: string;
  }
}

/** One real Auth Emulator for the whole API suite, on ports of its own; the web build meanwhile. */
export default async function setup(project: TestProject) {
  const [emulator, webDistDir] = await Promise.all([
    startAuthEmulator({ port: Number(process.env.TEST_AUTH_EMULATOR_PORT ?? 9399), projectId: TEST_PROJECT_ID }),
    buildWebAppForTests(),
  ]);
  project.provide('authEmulatorHost', emulator.host);
  project.provide('webDistDir', webDistDir);
  return async () => {
    await emulator.stop();
    if (!process.env['ADMIT_TEST_WEB_DIST_DIR']) rmSync(webDistDir, { recursive: true, force: true });
  };
}
