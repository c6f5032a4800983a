import { TEST_CARDS } from '@admit/shared';

/**
 * What the simulated processor does with a card number: Stripe's test cards, with Stripe's words.
 * https://docs.stripe.com/testing — 4242… succeeds, 9995 is declined for insufficient funds, 3184 asks for
 * 3-D Secure every time, 0002 is a generic decline. Any other number is refused as Stripe's test mode refuses a
 * real card.
 */
export type CardOutcome =
  | { kind: 'succeeds' }
  | { kind: 'requires_3ds' }
  | { kind: 'declined'; code: string; declineCode?: string; message: string };

// The list lives in @admit/shared: the card form's test-mode box shows the same cards.
export { TEST_CARDS };

function luhnValid(number: string): boolean {
  let sum = 0;
  for (let i = 0; i < number.length; i++) {
    let digit = Number(number[number.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

export function cardOutcome(number: string, expiry: string, now = new Date()): CardOutcome {
  if (!luhnValid(number))
    return { kind: 'declined', code: 'incorrect_number', message: 'Your card number is incorrect.' };
  const [month = '0', year = '0'] = expiry.split('/').map((s) => s.trim());
  const expires = new Date(Date.UTC(2000 + Number(year), Number(month), 1));
  if (expires <= now) {
    return { kind: 'declined', code: 'expired_card', message: "Your card's expiration date is in the past." };
  }
  switch (number) {
    case TEST_CARDS.succeeds:
      return { kind: 'succeeds' };
    case TEST_CARDS.threeDSecure:
      return { kind: 'requires_3ds' };
    case TEST_CARDS.insufficientFunds:
      return {
        kind: 'declined',
        code: 'card_declined',
        declineCode: 'insufficient_funds',
        message: 'Your card has insufficient funds.',
      };
    case TEST_CARDS.genericDecline:
      return {
        kind: 'declined',
        code: 'card_declined',
        declineCode: 'generic_decline',
        message: 'Your card was declined.',
      };
    default:
      return {
        kind: 'declined',
        code: 'card_declined',
        declineCode: 'test_mode_live_card',
        message: 'Your card was declined. This is a simulated processor: use a test card such as 4242 4242 4242 4242.',
      };
  }
}

export const AUTHENTICATION_FAILED =
  'We are unable to authenticate your payment method. Please choose a different payment method and try again.';
