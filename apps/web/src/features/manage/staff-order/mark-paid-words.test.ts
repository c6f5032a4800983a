import { describe, expect, it } from 'vitest';
import { markPaidEffect } from './mark-paid-words.ts';

describe('the words of "mark paid"', () => {
  // Guards: the modal states the money, how it came, and where the tickets go.
  it('says the amount, the method and the address', () => {
    const order = { totalMinor: 8000, currency: 'EUR', buyerEmail: 'maria@example.test' };
    const words = markPaidEffect(order, 'BANK_TRANSFER');
    expect(words).toMatch(/^Mark .*80\.00.* as received by bank transfer; the tickets are issued and sent to /);
    expect(words).toContain('maria@example.test');
    expect(markPaidEffect({ ...order, buyerEmail: null }, 'OTHER')).toMatch(/as received; the tickets are issued\.$/);
  });
});
