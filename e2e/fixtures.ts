import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { test as base, expect, type BrowserContext, type Page } from '@playwright/test';
import { authEmulatorRest } from '../scripts/lib/auth-emulator-rest.ts';
import { E2E_AUTH_EMULATOR_PORT, E2E_PROJECT_ID } from './playwright.config.ts';

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

/** A Content-Security-Policy violation a page reported: what was blocked, by which directive, from where. */
export type CspViolation = {
  documentURI: string;
  blockedURI: string;
  violatedDirective: string;
  sourceFile: string;
  lineNumber: number;
};

/** An uncaught error or a console.error on a page: which page, and what it said. */
export type PageProblem = {
  url: string;
  kind: 'pageerror' | 'console.error';
  text: string;
  /** Where it came from: the stack of an uncaught error, or the address of a resource that failed to load. */
  source: string;
};

/** What a test's guards recorded, in every browser context it opened. */
export type Guards = {
  outbound: string[];
  cspViolations: CspViolation[];
  /** Uncaught errors and console errors on any page; a test fails on any it did not name in `expected`. */
  problems: PageProblem[];
  /**
   * The problems a test expects, by what they say and where from (matched against "text @ source"): a refused
   * request the test provokes, e.g. /status of 400.* @ .*accounts:signInWithPassword/ for a wrong password.
   */
  expected: RegExp[];
};

/** Guards for a context a test reads itself instead of failing on (the guards' own tests). */
export const newGuards = (): Guards => ({ outbound: [], cspViolations: [], problems: [], expected: [] });

/**
 * Every test runs with the network closed beyond loopback: a request to any
 * other host is aborted and recorded, and the test fails if there was one.
 * Likewise, any Content-Security-Policy violation on any page or frame fails it.
 */
export const test = base.extend<{ guards: Guards; emulator: Emulator }>({
  // Playwright reads a fixture's dependencies from this pattern; this one has none.
  // eslint-disable-next-line no-empty-pattern
  emulator: async ({}, use) => {
    await use(emulatorFor(`http://127.0.0.1:${E2E_AUTH_EMULATOR_PORT}`));
  },
  guards: [
    async ({ context }, use) => {
      const guards = newGuards();
      await guardContext(context, guards);
      await use(guards);
      await collectPendingReports(context);
      expect(guards.outbound, 'requests left loopback').toEqual([]);
      expectNoCspViolations(guards.cspViolations);
      expectNoUnexpectedProblems(guards);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * Lets loopback through and aborts (and records) anything else. Every
 * browser context a test opens goes through this.
 */
const gapiStandIn = readFileSync(fileURLToPath(new URL('./support/gapi-stand-in.js', import.meta.url)), 'utf8');

/**
 * Google's api.js cannot load offline, and Firebase's popup and redirect
 * flows (and the Auth Emulator's helper iframe) need it: serve the stand-in.
 * The emulator's sign-in page also asks for web fonts and Material CSS,
 * which only style it: they get empty answers. Registered after
 * blockOutbound, so these run first and nothing here counts as outbound.
 */
export async function serveGoogleStandIns(context: BrowserContext): Promise<void> {
  await context.route('https://apis.google.com/js/api.js**', (route) =>
    route.fulfill({ contentType: 'application/javascript', body: gapiStandIn }),
  );
  await context.route(/^https:\/\/(fonts\.googleapis\.com|unpkg\.com\/material-components-web@10)\//, (route) =>
    route.fulfill({
      contentType: route.request().url().endsWith('.js') ? 'application/javascript' : 'text/css',
      body: '',
    }),
  );
}

/**
 * What every browser context in a test gets: outbound requests blocked, Google's scripts stood in for, and its
 * pages' Content-Security-Policy violations recorded.
 */
export async function guardContext(context: BrowserContext, guards: Guards): Promise<void> {
  recordPageProblems(context, guards.problems);
  await blockOutbound(context, guards.outbound);
  await serveGoogleStandIns(context);
  await recordCspViolations(context, guards.cspViolations);
}

const CSP_BINDING = '__admitReportCspViolation';

/**
 * Every document the context opens (pages, popups, frames, whatever their origin) reports each violation of its
 * policy to the test. A context-level init script and binding reach new pages and popups as well.
 */
export async function recordCspViolations(context: BrowserContext, violations: CspViolation[]): Promise<void> {
  await context.exposeBinding(CSP_BINDING, (_source, violation: CspViolation) => void violations.push(violation));
  await context.addInitScript((binding: string) => {
    // On the window, not the document: a popup opened at a same-origin address keeps the Window of its first
    // (about:blank) document, where this script ran, but gets a new document. Violations bubble up to the window.
    window.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as Record<string, ((violation: unknown) => void) | undefined>)[binding];
      report?.({
        documentURI: event.documentURI,
        blockedURI: event.blockedURI,
        violatedDirective: event.violatedDirective,
        sourceFile: event.sourceFile,
        lineNumber: event.lineNumber,
      });
    });
  }, CSP_BINDING);
}

/**
 * A violation is reported in a task of its own, a moment after it happens: one task later (a message, which
 * Playwright's fake clock leaves alone, unlike timers), the reports already queued in each open page have landed.
 */
export async function collectPendingReports(context: BrowserContext): Promise<void> {
  for (const page of context.pages()) {
    await page
      .evaluate(
        () =>
          new Promise<void>((resolve) => {
            const channel = new MessageChannel();
            channel.port1.onmessage = () => resolve();
            channel.port2.postMessage(null);
          }),
      )
      .catch(() => undefined);
  }
}

/**
 * Every uncaught error and console.error of every page the context opens. The app reports a failure it handled
 * (a refused form, a declined card) with console.warn: an error in the console means something went wrong that no
 * screen explained.
 */
export function recordPageProblems(context: BrowserContext, problems: PageProblem[]): void {
  context.on('weberror', (error) => {
    const cause = error.error();
    const source = cause.stack?.split('\n').slice(1, 4).join(' | ') ?? '';
    problems.push({ url: error.page()?.url() ?? '', kind: 'pageerror', text: String(cause), source });
  });
  context.on('console', (message) => {
    if (message.type() !== 'error') return;
    const url = message.page()?.url() ?? '';
    problems.push({ url, kind: 'console.error', text: message.text(), source: message.location().url });
  });
}

/**
 * What the Auth Emulator answers differently from the identity service, whatever the test: it has no reCAPTCHA
 * Enterprise configuration endpoint and answers 501, which the Firebase SDK takes as "not configured" (as the real
 * service's answer for a project without it) and carries on.
 */
const EMULATOR_GAPS: readonly { source: RegExp; text: RegExp }[] = [
  { source: /\/identitytoolkit\.googleapis\.com\/v2\/recaptchaConfig\?/, text: /status of 501/ },
];

/**
 * An offline reload, for the tests about working offline: the Firebase SDK's own start-up requests (the account's
 * lookup, and a token refresh when the token is old) go out whatever the app says, and fail with the network.
 */
export const FIREBASE_STARTS_OFFLINE =
  /net::ERR_INTERNET_DISCONNECTED @ .*(accounts:lookup|securetoken\.googleapis\.com\/v1\/token)/;

/** What runs after every test: an uncaught error or console error it did not expect by name fails it. */
export function expectNoUnexpectedProblems(guards: Guards): void {
  const unexpected = guards.problems.filter(
    (p) =>
      !guards.expected.some((pattern) => pattern.test(`${p.text} @ ${p.source}`)) &&
      !EMULATOR_GAPS.some((gap) => gap.source.test(p.source) && gap.text.test(p.text)),
  );
  expect(unexpected, 'uncaught errors and console errors the test did not expect').toEqual([]);
}

/** What runs after every test: a violation fails it, naming what was blocked and by which directive. */
export function expectNoCspViolations(violations: readonly CspViolation[]): void {
  expect(violations, 'Content-Security-Policy violations').toEqual([]);
}

export async function blockOutbound(context: BrowserContext, outbound: string[]): Promise<void> {
  await context.route('**/*', async (route) => {
    const url = new URL(route.request().url());
    if (url.protocol === 'data:' || url.protocol === 'blob:' || LOOPBACK.has(url.hostname)) {
      await route.continue();
    } else {
      outbound.push(route.request().url());
      await route.abort('blockedbyclient');
    }
  });
}

/** A fresh address per run, so tests never depend on each other's accounts. */
export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.test`;
}

export type Emulator = ReturnType<typeof emulatorFor>;

/** The Auth Emulator as the test sees it: what a real service would have emailed. */
function emulatorFor(url: string) {
  const rest = authEmulatorRest(url, E2E_PROJECT_ID);
  return {
    ...rest,
    /** The newest SMS code the emulator "texted" to this number. */
    async latestSmsCode(phoneNumber: string): Promise<string> {
      await expect
        .poll(async () => (await rest.verificationCodes()).filter((c) => c.phoneNumber === phoneNumber).length)
        .toBeGreaterThan(0);
      const codes = (await rest.verificationCodes()).filter((c) => c.phoneNumber === phoneNumber);
      return codes[codes.length - 1]?.code ?? '';
    },
    /**
     * The app path a person reaches by opening the newest emailed link of
     * this kind: the link's parameters on the app's own action route.
     */
    async latestLinkPath(email: string, requestType: string): Promise<string> {
      await expect
        .poll(
          async () => (await rest.oobCodes()).filter((c) => c.email === email && c.requestType === requestType).length,
        )
        .toBeGreaterThan(0);
      const codes = (await rest.oobCodes()).filter((c) => c.email === email && c.requestType === requestType);
      const link = new URL(codes[codes.length - 1]?.oobLink ?? '');
      return `/auth/action${link.search}`;
    },
  };
}

/**
 * A UK mobile number per call. Ofcom's drama range (07700 900xxx) is not a
 * valid mobile to libphonenumber, which the app checks numbers with; nothing
 * is ever texted from here (the Auth Emulator only records the code), so any
 * valid mobile range will do.
 */
export function uniqueUkMobile(): { national: string; e164: string; international: string } {
  const subscriber = String(Math.floor(Math.random() * 1_000_000)).padStart(6, '0');
  return {
    national: `07400 ${subscriber}`,
    e164: `+447400${subscriber}`,
    international: `+44 7400 ${subscriber}`,
  };
}

/**
 * Signs out from the account page, and waits for where that leads: the home page, which the server renders, once it
 * is live (so a test's next navigation does not cut that one short).
 */
export async function signOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
}

/** Signs in through the sign-in form, as a person would, and waits for the account page. */
export async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/sign-in');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByTestId('viewer-email')).toHaveText(email);
}

/** Starts phone sign-in through the form: country, number, "Text me a code". */
export async function requestPhoneCode(page: Page, phone: { national: string }): Promise<void> {
  await page.goto('/sign-in');
  await page.getByRole('button', { name: 'Phone' }).click();
  await page.getByLabel('Country').selectOption('GB');
  await page.getByLabel('Phone number').fill(phone.national);
  await page.getByRole('button', { name: 'Text me a code' }).click();
}

/** The Auth Emulator's stand-in for a provider's sign-in page: add an account and sign in with it. */
export async function signInAtFakeProvider(providerPage: Page, email: string, name: string): Promise<void> {
  await providerPage.locator('#add-account-button').click();
  await providerPage.locator('#email-input').fill(email);
  await providerPage.locator('#display-name-input').fill(name);
  await providerPage.locator('#sign-in').click();
}
