import { describe, expect, it } from 'vitest';
import { SHORT_CODE_ALPHABET } from '../codes/short-code.ts';
import { generateOrderCode, normalizeOrderCode, ORDER_CODE_LENGTH } from './order-code.ts';

describe('order codes', () => {
  it('are 6 characters without look-alikes, so "order K7QX2M" is read out without a 0/O or 1/I/L mix-up', () => {
    expect(ORDER_CODE_LENGTH).toBe(6);
    for (let i = 0; i < 200; i++) expect(generateOrderCode()).toMatch(new RegExp(`^[${SHORT_CODE_ALPHABET}]{6}$`));
  });

  it('are recognised as typed: upper or lower case, with spaces or a hyphen; a ticket code or a look-alike is not one', () => {
    expect(normalizeOrderCode('k7q-x2m')).toBe('K7QX2M');
    expect(normalizeOrderCode(' K7Q X2M ')).toBe('K7QX2M');
    expect(normalizeOrderCode('K7QX2MPA')).toBeNull();
    expect(normalizeOrderCode('K7QX0M')).toBeNull();
  });
});
