/**
 * Stripe's test cards (https://docs.stripe.com/testing), the one list: the simulated processor treats each as
 * Stripe's test mode does, and the card form's test-mode box shows them, so the two can never disagree.
 */
export const TEST_CARDS = {
  succeeds: '4242424242424242',
  insufficientFunds: '4000000000009995',
  threeDSecure: '4000002760003184',
  genericDecline: '4000000000000002',
} as const;

/** The cards a tester reaches for, in the order they try them, with what each does. */
export const TEST_CARD_GUIDE: readonly { number: string; does: string }[] = [
  { number: TEST_CARDS.succeeds, does: 'pays' },
  { number: TEST_CARDS.genericDecline, does: 'is declined' },
  { number: TEST_CARDS.insufficientFunds, does: 'is declined for insufficient funds' },
  { number: TEST_CARDS.threeDSecure, does: 'asks for 3-D Secure' },
];
