import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { devices } from '@playwright/test';
import { collectPendingReports, expect, guardContext, test } from '../fixtures.ts';
import { chooseTickets, getTickets, signedInBuyer } from '../support/checkout-steps.ts';
import { publishedEvent } from '../support/organizer-api.ts';
import { startSecondAdmitServer } from '../support/second-admit-server.ts';
import {
  paymentIntentSucceeded,
  startStripeApiStandIn,
  stripeSignature,
} from '../../scripts/test/stripe-api-stand-in.ts';

/** The one address Stripe.js may be loaded from, which the payment step must ask for, exactly. */
const STRIPE_JS_URL = 'https://js.stripe.com/v3';
const stripeJsStandIn = readFileSync(
  fileURLToPath(new URL('../support/stripe-js-stand-in.js', import.meta.url)),
  'utf8',
);

const STRIPE_KEYS = {
  STRIPE_SECRET_KEY: 'sk_test_admit_e2e',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_admit_e2e',
  STRIPE_WEBHOOK_SECRET: 'whsec_admit_e2e',
};

test('with Stripe configured, the payment step and no earlier page loads Stripe.js, and a verified webhook pays', async ({
  browser,
  emulator,
  guards,
}) => {
  test.setTimeout(120_000);
  // The e2e server runs the simulated processor; this one has Stripe's keys, and its SDK talks to a stand-in.
  const stripeApi = await startStripeApiStandIn();
  const server = await startSecondAdmitServer({ ...STRIPE_KEYS, STRIPE_API_URL: stripeApi.url });
  const context = await browser.newContext({ ...devices['Pixel 7'], baseURL: server.url, serviceWorkers: 'block' });
  try {
    await guardContext(context, guards);
    const page = await context.newPage();
    // Every request to Stripe's hosts, whatever answers it.
    const stripeRequests: string[] = [];
    page.on('request', (request) => {
      if (/(^|\.)stripe\.(com|network)$/.test(new URL(request.url()).hostname)) stripeRequests.push(request.url());
    });
    // There is no network: Stripe.js is served by a stand-in that records what the page asks of it. A page
    // route is answered before the context's outbound guard, which still blocks (and fails the test on) any
    // other address, at Stripe or elsewhere.
    await page.route('https://js.stripe.com/**', (route) =>
      route.request().url() === STRIPE_JS_URL
        ? route.fulfill({ contentType: 'application/javascript', body: stripeJsStandIn })
        : route.fallback(),
    );

    const event = await publishedEvent(server.url, emulator, 'Harbour Lights', [
      { name: 'General admission', priceMinor: 1500 },
    ]);
    await signedInBuyer(page, emulator);
    await chooseTickets(page, event.slug, { 'General admission': 1 });
    expect(stripeRequests, 'the event page').toEqual([]);
    const orderId = await getTickets(page);
    const details = page.getByRole('form', { name: 'Your details' });
    await details.getByLabel('Name on ticket 1 (General admission)').fill('Dorothy Vaughan');
    expect(stripeRequests, 'the details step').toEqual([]);
    await details.getByRole('button', { name: 'Continue to payment' }).click();

    // The payment step: Stripe.js from its one address, the Payment Element mounted with the server's intent.
    await expect(page.getByText('Card details (Stripe.js test stand-in)')).toBeVisible();
    expect(stripeRequests).toEqual([STRIPE_JS_URL]);
    // Asked for once: the step does not ask again as it renders.
    expect(stripeApi.requests).toHaveLength(1);
    expect(stripeApi.intents).toHaveLength(1);
    const [intent] = stripeApi.intents;
    expect(intent).toMatchObject({
      amount: 1500,
      currency: 'gbp',
      metadata: { orderId, eventId: event.eventId },
      idempotencyKey: `admit-order-${orderId}`,
    });
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __stripeStandIn: unknown }).__stripeStandIn))
      .toMatchObject({
        publishableKey: STRIPE_KEYS.STRIPE_PUBLISHABLE_KEY,
        clientSecret: intent?.clientSecret,
        elementType: 'payment',
        mounted: true,
      });

    const streamOpened = page.waitForResponse((r) => (r.request().postData() ?? '').includes('OrderPaymentStatus'));
    await page.getByRole('button', { name: 'Pay £15.00' }).click();
    await expect(page.getByText('Payment received — issuing your tickets…')).toBeVisible();
    expect(
      await page.evaluate(() => (window as unknown as { __stripeStandIn: unknown }).__stripeStandIn),
    ).toMatchObject({ confirmed: { redirect: 'if_required', withElements: true } });
    // Stripe's answer in the browser pays nothing: the order stays reserved until a signed webhook says so. The
    // page follows the order over Server-Sent Events, and stays while nothing is pushed.
    const stream = await streamOpened;
    expect(stream.headers()['content-type']).toMatch(/^text\/event-stream/);
    await page.waitForTimeout(1_500);
    await expect(page.getByText('Payment received — issuing your tickets…')).toBeVisible();
    await expect(page).toHaveURL(`/checkout/${orderId}`);

    if (!intent) throw new Error('no payment intent');
    const payload = paymentIntentSucceeded(intent);
    const delivered = await fetch(`${server.url}/webhooks/stripe`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'stripe-signature': stripeSignature(payload, STRIPE_KEYS.STRIPE_WEBHOOK_SECRET),
      },
      body: payload,
    });
    expect(delivered.status).toBe(200);

    // The confirmation, then the order's details one link away.
    await expect(page.getByRole('heading', { level: 1, name: /^You’re going to / })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Tickets' }).getByRole('listitem')).toHaveText([
      /Dorothy Vaughan.*General admission/,
    ]);
    await page.getByRole('link', { name: 'Order details' }).click();
    await expect(page).toHaveURL(`/orders/${orderId}`);
    await expect(page.getByTestId('order-status')).toHaveText('Paid');
    await expect(page.getByText('Card, through Stripe')).toBeVisible();
    expect(stripeRequests, 'Stripe.js is loaded once, by the payment step only').toEqual([STRIPE_JS_URL]);
    expect(stripeApi.requests).toHaveLength(1);
  } finally {
    // The guard fixture checks its own context's last reports; this one's are collected before it closes.
    await collectPendingReports(context);
    await context.close();
    await server.stop();
    await stripeApi.close();
  }
});
