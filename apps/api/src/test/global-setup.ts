import type { TestProject } from 'vitest/node';
import { startAuthEmulator } from '../../../../scripts/lib/auth-emulator.ts';

export const TEST_PROJECT_ID = 'demo-admit-test';

declare module 'vitest' {
  export interface ProvidedContext {
    authEmulatorHost: string;
  }
}

/** One real Auth Emulator for the whole API suite, on ports of its own. */
export default async function setup(project: TestProject) {
  const emulator = await startAuthEmulator({
    port: Number(process.env.TEST_AUTH_EMULATOR_PORT ?? 9399),
    projectId: TEST_PROJECT_ID,
  });
  project.provide('authEmulatorHost', emulator.host);
  return () => emulator.stop();
}
