import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assertNothingBlocked, takeBlockedConnections } from './outbound-guard.ts';

let server: http.Server;
let port: number;
beforeAll(async () => {
  server = http.createServer((_req, res) => res.end('here'));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as { port: number }).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('the tests’ outbound-network guard', () => {
  it('lets a test talk to this machine', async () => {
    expect(await (await fetch(`http://127.0.0.1:${port}/`)).text()).toBe('here');
    expect(await (await fetch(`http://localhost:${port}/`)).text()).toBe('here');
  });

  it('refuses any other host, by name or by address, before a packet leaves', async () => {
    // fetch wraps the guard's error; its cause says why.
    await expect(fetch('https://example.com/')).rejects.toMatchObject({
      cause: { message: expect.stringMatching(/connection to example\.com:443 was blocked/) },
    });
    await expect(fetch('http://93.184.215.14/')).rejects.toThrow();
    await expect(
      new Promise((resolve, reject) => http.get('http://registry.npmjs.org/', resolve).on('error', reject)),
    ).rejects.toThrow(/Tests may not reach beyond this machine: a connection to registry\.npmjs\.org:80 was blocked/);
    // Read here, so the guard's own check after each test does not fail this one.
    expect(takeBlockedConnections()).toEqual(['example.com:443', '93.184.215.14:80', 'registry.npmjs.org:80']);
  });

  it('fails the test afterwards even when the test swallowed the error', async () => {
    await fetch('http://93.184.215.14/').catch(() => undefined);
    // What runs after every test: it reports the swallowed attempt, and then starts clean.
    expect(assertNothingBlocked).toThrow(/This test tried to reach beyond this machine: 93\.184\.215\.14:80/);
    expect(assertNothingBlocked).not.toThrow();
  });
});
