import { describe, expect, it } from 'vitest';
import { cancelEffect, extendEffect, resendEffect } from './effect-words.ts';

// What a person reads before confirming an action on an order: the places, the money and the people it touches.
describe('the words of an order action’s effect', () => {
  const paid = { status: 'PAID', placesHeld: 2, refundableMinor: 4000, currency: 'GBP', cardLast4: '4242' };

  it('says a cancel voids the tickets, frees the places and refunds to the card, or keeps the money', () => {
    expect(cancelEffect(paid, { refund: true, notifyBuyer: true })).toBe(
      'The tickets are voided and 2 places go back on sale; £40.00 goes back to the card ending 4242. The buyer is emailed.',
    );
    expect(cancelEffect({ ...paid, cardLast4: null }, { refund: false, notifyBuyer: false })).toBe(
      'The tickets are voided and 2 places go back on sale; no money goes back (£40.00 stays paid). The buyer is not told.',
    );
  });

  it('says a cancelled hold frees its places, with no money to speak of', () => {
    const held = { ...paid, status: 'RESERVED', placesHeld: 1, refundableMinor: 0 };
    expect(cancelEffect(held, { refund: true, notifyBuyer: false })).toBe(
      'The hold ends now and 1 place goes back on sale. The buyer is not told.',
    );
  });

  it('names the hold’s new end, and whom the tickets go to', () => {
    expect(extendEffect(30, 2, 'Sat 20 Jun, 18:40 BST')).toBe(
      'The hold lasts 30 minutes longer: its 2 places stay reserved until Sat 20 Jun, 18:40 BST.',
    );
    expect(resendEffect('ada@example.test', { attendeeName: 'Ada King', ticketTypeName: 'VIP' })).toMatch(
      /^Ada King’s VIP ticket is emailed again to ada@example.test\./,
    );
  });
});
