import { describe, expect, it } from 'vitest';
import { formatAmount, formatPrice, parsePriceInput, priceInputOf } from './money.ts';

describe('prices in minor units', () => {
  it('formats each currency with its own digits, and 0 as Free', () => {
    expect(formatPrice(1250, 'GBP', 'en-GB')).toBe('£12.50');
    expect(formatPrice(2500, 'JPY', 'en-US')).toBe('¥2,500');
    expect(formatPrice(0, 'EUR', 'en-GB')).toBe('Free');
  });

  it('formats an amount of money, zero as zero', () => {
    expect(formatAmount(0, 'GBP', 'en-GB')).toBe('£0.00');
    expect(formatAmount(1250, 'EUR', 'en-GB')).toBe('€12.50');
  });

  it('reads what an organizer types, refusing what is not a price', () => {
    expect(parsePriceInput('12.5', 'GBP')).toBe(1250);
    expect(parsePriceInput('2500', 'JPY')).toBe(2500);
    expect(parsePriceInput('12.50', 'JPY')).toBeNull();
    expect(parsePriceInput('-3', 'GBP')).toBeNull();
    expect(priceInputOf(1250, 'GBP')).toBe('12.50');
  });
});
