import { describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { loadConfig } from '../config.ts';
import { TEST_PROJECT_ID } from '../test/global-setup.ts';
import { checkAuthDomains } from './auth-domains.ts';

function configFor(origins: string, emulatorHost = inject('authEmulatorHost')) {
  return loadConfig({
    FIREBASE_PROJECT_ID: TEST_PROJECT_ID,
    FIREBASE_AUTH_EMULATOR_HOST: emulatorHost,
    PUBLIC_ORIGINS: origins,
  });
}

describe('check:auth-domains', () => {
  it('finds the app origin authorized when it is one the project lists', async () => {
    const report = await checkAuthDomains(configFor('http://localhost:3000'));
    expect(report).toEqual({ needed: ['localhost'], authorized: ['localhost'], missing: [], error: null });
  });

  it('names the hosts the project does not authorize yet', async () => {
    const report = await checkAuthDomains(configFor('https://tickets.example.org,http://localhost:3000'));
    expect(report.needed).toEqual(['localhost', 'tickets.example.org']);
    expect(report.missing).toEqual(['tickets.example.org']);
  });

  it('says so when the identity service cannot be asked', async () => {
    const report = await checkAuthDomains(configFor('https://tickets.example.org', '127.0.0.1:9'));
    expect(report.authorized).toBeNull();
    expect(report.error).toBeTruthy();
  });
});
