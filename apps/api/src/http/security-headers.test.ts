import { PRODUCTION_PAYMENT_ENV } from '../test/production-env.ts';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { insertImage } from '../modules/media/repo.ts';
import { createOrganization } from '../test/org-fixtures.ts';
import { createTestApi, type TestApi } from '../test/test-api.ts';
import { registerSecurityHeaders } from './security-headers.ts';

type Headers = Record<string, string | string[] | number | undefined>;

/** The policy's directives by name, each with its sources. */
function csp(headers: Headers): Map<string, string[]> {
  const value = String(headers['content-security-policy'] ?? '');
  return new Map(
    value
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name = '', ...sources]) => [name, sources]),
  );
}

let api: TestApi;
let emulatorOrigin: string;
/** Every kind of answer the server gives, by what it is. */
const answers: Record<string, () => Promise<Headers>> = {
  'an event page (/e/:slug)': async () => (await api.inject({ method: 'GET', url: '/e/harbour-lights' })).headers,
  'a client route (the index.html fallback)': async () =>
    (await api.inject({ method: 'GET', url: '/account' })).headers,
  'a hashed asset': async () => (await api.inject({ method: 'GET', url: '/assets/index-abc123.js' })).headers,
  'a /graphql answer (GET)': async () =>
    (await api.inject({ method: 'GET', url: '/graphql?query=%7B__typename%7D' })).headers,
  'a /graphql answer (POST)': async () =>
    (
      await api.inject({
        method: 'POST',
        url: '/graphql',
        headers: { 'content-type': 'application/json' },
        payload: { query: '{ __typename }' },
      })
    ).headers,
  'a /media image': async () => {
    const res = await api.inject({ method: 'GET', url: mediaUrl });
    expect(res.headers['content-type']).toBe('image/webp');
    return res.headers;
  },
  'a missing file (404)': async () => (await api.inject({ method: 'GET', url: '/assets/missing.js' })).headers,
};
let mediaUrl: string;

beforeAll(async () => {
  // A stand-in for the Vite build: the HTML routes exist only beside one.
  const dist = mkdtempSync(path.join(os.tmpdir(), 'admit-dist-'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Admit</title><div id="root"></div>');
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), 'console.log("Admit");\n');
  api = await createTestApi({ WEB_DIST_DIR: dist });
  emulatorOrigin = `http://${api.config.firebase.emulatorHost?.replace('127.0.0.1', 'localhost')}`;

  const owner = (await api.newAccount('owner')).idToken;
  const organization = await createOrganization(api, owner);
  const image = await insertImage(api.database.db, {
    organizationId: organization.id,
    uploadedBy: null,
    contentType: 'image/webp',
    width: 8,
    height: 8,
    data: await sharp({ create: { width: 8, height: 8, channels: 3, background: '#146c43' } })
      .webp()
      .toBuffer(),
  });
  mediaUrl = `/media/${image.id}/320.webp`;
});
afterAll(() => api.close());

describe.each(Object.entries(answers))('on %s', (_what, answer) => {
  it('a Content-Security-Policy names only Admit, the Auth Emulator it is configured with, and Stripe', async () => {
    const policy = csp(await answer());
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('script-src')).toEqual([
      "'self'",
      "'wasm-unsafe-eval'",
      'https://apis.google.com',
      'https://js.stripe.com',
    ]);
    expect(policy.get('script-src-attr')).toEqual(["'none'"]);
    expect(policy.get('connect-src')).toEqual(["'self'", emulatorOrigin, 'https://api.stripe.com']);
    expect(policy.get('frame-src')).toEqual([emulatorOrigin, 'https://js.stripe.com', 'https://hooks.stripe.com']);
    expect(policy.get('img-src')).toEqual(["'self'", 'data:']);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'self'"]);
    expect(policy.get('form-action')).toEqual(["'self'"]);
    // http://localhost must stay http: the emulator answers only there.
    expect(policy.has('upgrade-insecure-requests')).toBe(false);
  });

  it("no other site may frame it: frame-ancestors 'none' (and X-Frame-Options for older browsers)", async () => {
    const headers = await answer();
    expect(csp(headers).get('frame-ancestors')).toEqual(["'none'"]);
    expect(headers['x-frame-options']).toBe('DENY');
  });

  it('no HSTS outside production', async () => {
    expect((await answer())['strict-transport-security']).toBeUndefined();
  });

  it('nosniff', async () => {
    expect((await answer())['x-content-type-options']).toBe('nosniff');
  });

  it('Referrer-Policy: strict-origin-when-cross-origin', async () => {
    expect((await answer())['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('a Permissions-Policy lets only Admit itself use the camera, and nobody the microphone or location', async () => {
    const features = String((await answer())['permissions-policy'])
      .split(',')
      .map((feature) => feature.trim());
    expect(features).toContain('camera=(self)');
    expect(features).toContain('microphone=()');
    expect(features).toContain('geolocation=()');
    expect(features).toContain('payment=(self "https://js.stripe.com")');
  });

  it("lets Firebase's sign-in popup keep its opener", async () => {
    expect((await answer())['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
  });
});

describe('in production', () => {
  it('the server sends HSTS', async () => {
    const production = await createTestApi({}, { config: { nodeEnv: 'production' } });
    try {
      const res = await production.inject({ method: 'GET', url: '/healthz' });
      expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    } finally {
      await production.close();
    }
  });

  it('against real Firebase, the policy names its Auth endpoints, the auth domain and reCAPTCHA, and upgrades http', async () => {
    // A production configuration as a deployment gives it; nothing here connects to the database.
    const config = loadConfig({
      NODE_ENV: 'production',
      FIREBASE_PROJECT_ID: 'admit-live',
      FIREBASE_AUTH_DOMAIN: 'auth.tickets.example',
      DATABASE_URL: 'postgres://admit@127.0.0.1:1/admit',
      LOG_LEVEL: 'silent',
      ...PRODUCTION_PAYMENT_ENV,
    });
    const app = Fastify();
    await registerSecurityHeaders(app, config);
    app.get('/', async () => 'ok');
    try {
      const res = await app.inject({ method: 'GET', url: '/' });
      const policy = csp(res.headers);
      expect(policy.get('connect-src')).toEqual([
        "'self'",
        'https://identitytoolkit.googleapis.com',
        'https://securetoken.googleapis.com',
        'https://api.stripe.com',
      ]);
      expect(policy.get('script-src')).toEqual([
        "'self'",
        "'wasm-unsafe-eval'",
        'https://apis.google.com',
        'https://www.google.com/recaptcha/',
        'https://www.gstatic.com/recaptcha/',
        'https://js.stripe.com',
      ]);
      expect(policy.get('frame-src')).toEqual([
        'https://auth.tickets.example',
        'https://www.google.com/recaptcha/',
        'https://recaptcha.google.com/recaptcha/',
        'https://js.stripe.com',
        'https://hooks.stripe.com',
      ]);
      expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
      expect(policy.get('upgrade-insecure-requests')).toEqual([]);
      expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    } finally {
      await app.close();
    }
  });
});
