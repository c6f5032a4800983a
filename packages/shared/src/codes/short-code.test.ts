import { describe, expect, it } from 'vitest';
import {
  formatShortCode,
  generateShortCode,
  normalizeShortCode,
  SHORT_CODE_ALPHABET,
  TICKET_SHORT_CODE_LENGTH,
} from './short-code.ts';

describe('short codes', () => {
  it('has no characters people confuse', () => {
    for (const c of ['0', 'O', '1', 'I', 'L']) expect(SHORT_CODE_ALPHABET).not.toContain(c);
    expect(new Set(SHORT_CODE_ALPHABET).size).toBe(SHORT_CODE_ALPHABET.length);
  });

  it('generates codes of the length asked, only from the alphabet', () => {
    for (let i = 0; i < 200; i++) {
      const code = generateShortCode(TICKET_SHORT_CODE_LENGTH);
      expect(code).toMatch(new RegExp(`^[${SHORT_CODE_ALPHABET}]{8}$`));
    }
    expect(generateShortCode(6)).toHaveLength(6);
  });

  it('draws again rather than favour the first characters (bytes past the last full round are skipped)', () => {
    // 248 is the first byte past 8 full rounds of 31: it would map to the alphabet's first character again.
    const bytes = [248, 255, 0, 30];
    const code = generateShortCode(2, (buffer) => buffer.map((_, i) => bytes[i] ?? 0));
    expect(code).toBe(`${SHORT_CODE_ALPHABET[0]}${SHORT_CODE_ALPHABET[30]}`);
  });

  it('reads a typed code whatever its case, spaces and hyphens', () => {
    expect(normalizeShortCode('k7qx 2mpa')).toBe('K7QX2MPA');
    expect(normalizeShortCode(' K7QX-2MPA ')).toBe('K7QX2MPA');
    expect(normalizeShortCode('k7q x-2 m p a')).toBe('K7QX2MPA');
  });

  it('refuses what cannot be a code: wrong length, look-alikes, other characters', () => {
    expect(normalizeShortCode('K7QX2MP')).toBeNull();
    expect(normalizeShortCode('K7QX2MPAA')).toBeNull();
    expect(normalizeShortCode('K7QX2MP0')).toBeNull();
    expect(normalizeShortCode('K7QX2MPI')).toBeNull();
    expect(normalizeShortCode('K7QX_2MP')).toBeNull();
    expect(normalizeShortCode('A1.abcdefgh')).toBeNull();
  });

  it('groups a code in fours for reading', () => {
    expect(formatShortCode('K7QX2MPA')).toBe('K7QX 2MPA');
    expect(formatShortCode('K7QX2M')).toBe('K7QX 2M');
  });
});
