import { describe, expect, it } from 'vitest';
import { promoSummary, promoUnitPriceMinor } from './promo-pricing.ts';

describe('a promo code price', () => {
  it('takes a percentage off to the nearest minor unit, a half in the buyer’s favour', () => {
    // GBP: 15% of 50p is 7.5p: 8p off.
    expect(promoUnitPriceMinor(50, { priceMode: 'PERCENT_OFF', priceValue: 15 })).toBe(42);
    // 20% of £19.99 is 399.8p: 400p off.
    expect(promoUnitPriceMinor(1999, { priceMode: 'PERCENT_OFF', priceValue: 20 })).toBe(1599);
    // JPY has no minor units: 20% of ¥1,234 is ¥246.8, ¥247 off.
    expect(promoUnitPriceMinor(1234, { priceMode: 'PERCENT_OFF', priceValue: 20 })).toBe(987);
    // 100% off is free; 0.5 of a yen off rounds to a whole yen off.
    expect(promoUnitPriceMinor(1234, { priceMode: 'PERCENT_OFF', priceValue: 100 })).toBe(0);
    expect(promoUnitPriceMinor(1, { priceMode: 'PERCENT_OFF', priceValue: 50 })).toBe(0);
  });

  it('takes a fixed amount off, never below free, and sets a fixed price, never above the type’s own', () => {
    expect(promoUnitPriceMinor(2500, { priceMode: 'AMOUNT_OFF', priceValue: 500 })).toBe(2000);
    expect(promoUnitPriceMinor(300, { priceMode: 'AMOUNT_OFF', priceValue: 500 })).toBe(0);
    expect(promoUnitPriceMinor(2500, { priceMode: 'FIXED_PRICE', priceValue: 1000 })).toBe(1000);
    // A fixed price above a type's own never raises it.
    expect(promoUnitPriceMinor(800, { priceMode: 'FIXED_PRICE', priceValue: 1000 })).toBe(800);
    expect(promoUnitPriceMinor(2500, { priceMode: 'NONE', priceValue: 0 })).toBe(2500);
  });

  it('says what it gives in the event’s currency', () => {
    expect(promoSummary({ priceMode: 'PERCENT_OFF', priceValue: 20, revealsHidden: false }, 'GBP')).toBe('20% off');
    expect(promoSummary({ priceMode: 'AMOUNT_OFF', priceValue: 500, revealsHidden: false }, 'GBP')).toBe(
      '£5.00 off each ticket',
    );
    expect(promoSummary({ priceMode: 'FIXED_PRICE', priceValue: 1500, revealsHidden: false }, 'JPY')).toBe(
      '¥1,500 a ticket',
    );
    expect(promoSummary({ priceMode: 'NONE', priceValue: 0, revealsHidden: true }, 'EUR')).toBe('Unlocks tickets');
  });
});
