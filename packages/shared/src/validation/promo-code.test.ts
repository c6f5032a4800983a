import { describe, expect, it } from 'vitest';
import { promoSummary } from '../orders/promo-pricing.ts';
import { promoCodeInputSchema } from './promo-code.ts';

const code = {
  code: 'PRESS-10',
  priceMode: 'FIXED_PRICE' as const,
  priceValue: 0,
  revealsHidden: false,
  reservesPlaces: true,
  ticketTypeIds: ['t1'],
  validFrom: null,
  validUntil: null,
  maxUses: 10,
  maxUsesPerOrder: null,
  minQuantity: 1,
};

const refusedOn = (input: object) => {
  const result = promoCodeInputSchema.safeParse(input);
  return result.success ? null : result.error.issues.map((i) => i.path.join('.'));
};

describe('a quota code', () => {
  it('keeps places of exactly one type, as many as its uses', () => {
    expect(refusedOn(code)).toBeNull();
    expect(refusedOn({ ...code, ticketTypeIds: [] })).toEqual(['ticketTypeIds']);
    expect(refusedOn({ ...code, ticketTypeIds: ['t1', 't2'] })).toEqual(['ticketTypeIds']);
    expect(refusedOn({ ...code, maxUses: null })).toEqual(['maxUses']);
  });

  it('may give no discount, and says what it keeps', () => {
    expect(refusedOn({ ...code, priceMode: 'NONE' })).toBeNull();
    expect(refusedOn({ ...code, priceMode: 'NONE', reservesPlaces: false })).toEqual(['priceMode']);
    expect(promoSummary({ ...code, priceMode: 'NONE' }, 'GBP')).toBe('Keeps 10 places');
    expect(promoSummary(code, 'GBP')).toBe('£0.00 a ticket, keeps 10 places');
  });
});

describe('a code that unlocks hidden tickets', () => {
  it('is long enough not to be found by trying', () => {
    const reveal = { ...code, reservesPlaces: false, revealsHidden: true, priceMode: 'NONE' as const, maxUses: null };
    expect(refusedOn({ ...reveal, code: 'CREW' })).toEqual(['code']);
    expect(refusedOn({ ...reveal, code: 'CREW-1' })).toBeNull();
  });
});
