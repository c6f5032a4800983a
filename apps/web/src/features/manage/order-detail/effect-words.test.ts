import { describe, expect, it } from 'vitest';
import { cancelEffect, extendEffect, paidWith, refundEffect, resendEffect, typeChangeEffect } from './effect-words.ts';

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

  it('says what a change of type costs or gives back, and what becomes of the QR code', () => {
    const money = { currency: 'GBP', cardLast4: '4242' };
    expect(typeChangeEffect({ priceMinor: 1500 }, { name: 'VIP', priceMinor: 4000 }, money)).toBe(
      'VIP costs £25.00 more; the buyer is emailed a link to pay it, and the ticket changes once they have. Its place is held meanwhile.',
    );
    expect(typeChangeEffect({ priceMinor: 4000 }, { name: 'Balcony', priceMinor: 1000 }, money)).toMatch(
      /^Balcony costs £30\.00 less; £30\.00 goes back to the card ending 4242\. The ticket gets a new QR code/,
    );
    expect(typeChangeEffect({ priceMinor: 1500 }, { name: 'Terrace', priceMinor: 1500 }, money)).toMatch(
      /^Terrace costs the same; nothing is paid or refunded\./,
    );
  });

  it('says what a refund gives back, what becomes of the tickets, and whether the buyer is told', () => {
    const money = { amountMinor: 2500, currency: 'GBP', cardLast4: null };
    expect(refundEffect(money, { label: 'Oskar Lind’s ticket', count: 1 }, true)).toBe(
      '£25.00 goes back to the card it was paid with for Oskar Lind’s ticket (1 ticket); it stops admitting anyone and its place goes back on sale. The buyer is emailed.',
    );
    expect(refundEffect({ ...money, amountMinor: 1000, cardLast4: '4242' }, null, false)).toBe(
      '£10.00 goes back to the card ending 4242; the tickets stay good. The buyer is not told.',
    );
  });

  it('says money paid outside Admit is given back outside it, not to a card', () => {
    const outside = paidWith([{ provider: 'OFFLINE', cardLast4: null }]);
    expect(refundEffect({ amountMinor: 5000, currency: 'GBP', ...outside }, null, true)).toBe(
      '£50.00 is recorded as given back outside Admit (you pay it back yourself); the tickets stay good. The buyer is emailed.',
    );
  });
});
