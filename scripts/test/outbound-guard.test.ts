import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { takeBlockedConnections } from './outbound-guard.ts';

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
    await expect(fetch('https://example.com/')).rejects.toThrow();
    await expect(fetch('http://93.184.215.14/')).rejects.toThrow();
    await expect(
      new Promise((resolve, reject) => http.get('http://registry.npmjs.org/', resolve).on('error', reject)),
    ).rejects.toThrow(/Tests may not reach beyond this machine: a connection to registry\.npmjs\.org:80 was blocked/);
    // Read here, so the guard's own check after each test does not fail this one.
    expect(takeBlockedConnections()).toEqual(expect.arrayContaining(['registry.npmjs.org:80', '93.184.215.14:80']));
  });
});
