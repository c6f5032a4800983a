import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { PaymentProviderKind } from '../gql/graphql.ts';

/**
 * The one interface every payment provider's form implements. It gets what `startPayment` returned and says
 * when the provider reports the payment succeeded; the order itself turns paid only when the provider's signed
 * webhook reaches the API, which the checkout page then waits for.
 */
export type PaymentFormProps = {
  clientSecret: string;
  /** Stripe's publishable key; null for the simulated processor. */
  publishableKey: string | null;
  /** The total, as the pay button shows it ("Pay £30.00"). */
  amount: string;
  onPaid: () => void;
};

export type PaymentForm = LazyExoticComponent<ComponentType<PaymentFormProps>>;

/**
 * Each provider's code loads only when its payment step is shown: the event page and the earlier steps never
 * carry it (and Stripe.js is requested by the Stripe form alone).
 */
export const paymentForms: Record<PaymentProviderKind, PaymentForm> = {
  SIMULATED: lazy(() => import('./simulated/SimulatedCardForm.tsx').then((m) => ({ default: m.SimulatedCardForm }))),
  STRIPE: lazy(() => import('./stripe/StripePaymentForm.tsx').then((m) => ({ default: m.StripePaymentForm }))),
};
