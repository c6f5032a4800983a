/*
 * Test-only stand-in for Stripe.js (https://js.stripe.com/v3), which cannot load offline. It implements the few
 * calls Admit's payment step makes (Stripe(key), elements({ clientSecret }), create('payment'), mount, destroy,
 * confirmPayment) and records them on window.__stripeStandIn for the test to read. confirmPayment succeeds, as
 * Stripe's does for the test card 4242 4242 4242 4242; the order then waits for the webhook, which the test sends.
 * Served to the browser by e2e/tests/stripe-checkout.spec.ts through Playwright's routing.
 */
(function () {
  'use strict';
  var calls = { publishableKey: null, clientSecret: null, elementType: null, mounted: false, confirmed: null };
  window.__stripeStandIn = calls;

  window.Stripe = function (publishableKey) {
    calls.publishableKey = publishableKey;
    return {
      elements: function (options) {
        calls.clientSecret = options && options.clientSecret;
        return {
          create: function (type) {
            calls.elementType = type;
            var field = document.createElement('div');
            field.textContent = 'Card details (Stripe.js test stand-in)';
            field.className = 'form-control';
            return {
              mount: function (target) {
                var element = typeof target === 'string' ? document.querySelector(target) : target;
                element.appendChild(field);
                calls.mounted = true;
              },
              destroy: function () {
                field.remove();
                calls.mounted = false;
              },
            };
          },
        };
      },
      confirmPayment: function (options) {
        calls.confirmed = { redirect: options.redirect, withElements: !!options.elements };
        var intentId = String(calls.clientSecret).split('_secret_')[0];
        return Promise.resolve({ paymentIntent: { id: intentId, object: 'payment_intent', status: 'succeeded' } });
      },
    };
  };
})();
