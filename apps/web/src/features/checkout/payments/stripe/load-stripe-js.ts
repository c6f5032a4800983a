import type { StripeConstructor } from '@stripe/stripe-js';

/**
 * Exactly the address Stripe requires Stripe.js be loaded from (never bundled or self-hosted, for PCI), and the
 * one the Content-Security-Policy allows. @stripe/stripe-js's loadStripe() is not used: it asks for another
 * address; its types are.
 */
export const STRIPE_JS_URL = 'https://js.stripe.com/v3';

let loading: Promise<StripeConstructor> | null = null;

/** Adds Stripe.js to the page once, on the payment step only; a failed load may be tried again. */
export function loadStripeJs(): Promise<StripeConstructor> {
  loading ??= new Promise<StripeConstructor>((resolve, reject) => {
    if (window.Stripe) {
      resolve(window.Stripe);
      return;
    }
    const script = document.createElement('script');
    script.src = STRIPE_JS_URL;
    script.async = true;
    script.addEventListener('load', () =>
      window.Stripe ? resolve(window.Stripe) : reject(new Error('Stripe.js loaded without Stripe.')),
    );
    script.addEventListener('error', () => {
      script.remove();
      reject(new Error('The card form could not be loaded. Check your connection and try again.'));
    });
    document.head.append(script);
  }).catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}
