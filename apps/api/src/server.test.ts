import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from './test/test-api.ts';

let api: TestApi;
beforeAll(async () => {
  // A tiny stand-in for the Vite build: the server only needs index.html and an asset.
  const dist = mkdtempSync(path.join(os.tmpdir(), 'admit-dist-'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Admit</title><div id="root"></div>');
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), 'console.log("Admit");\n'.repeat(400));
  api = await createTestApi({ WEB_DIST_DIR: dist });
});
afterAll(() => api.close());

describe('the one HTTP server', () => {
  it('reports health with the database it uses', async () => {
    const res = await api.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: api.database.kind });
  });

  it('serves the web app for client routes, so a reload on /e/some-event works', async () => {
    const res = await api.inject({ method: 'GET', url: '/e/summer-festival?tab=tickets' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('<div id="root">');
  });

  it('serves hashed assets as immutable', async () => {
    const res = await api.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it('compresses what it sends to browsers that accept it', async () => {
    const res = await api.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.rawPayload.length).toBeLessThan(1000);
  });

  it('answers 404, not the app, for a missing asset', async () => {
    const res = await api.inject({ method: 'GET', url: '/assets/missing.js' });
    expect(res.statusCode).toBe(404);
  });

  it('tells the browser how to reach Firebase and the API', async () => {
    const res = await api.inject({ method: 'GET', url: '/client-config.json' });
    expect(res.json()).toMatchObject({
      graphqlPath: '/graphql',
      firebase: { projectId: api.config.firebase.projectId },
      authEmulatorUrl: `http://${api.config.firebase.emulatorHost?.replace('127.0.0.1', 'localhost')}`,
    });
  });
});
