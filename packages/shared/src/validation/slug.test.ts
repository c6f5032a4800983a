import { describe, expect, it } from 'vitest';
import { validate } from './field-errors.ts';
import { SLUG_MAX, slugify, slugSchema } from './slug.ts';

describe('slugify', () => {
  it('suggests an address from a title', () => {
    expect(slugify('Jazz & Wine Night!')).toBe('jazz-and-wine-night');
    expect(slugify('  Summer Fest 2027  ')).toBe('summer-fest-2027');
  });

  it('transliterates letters that do not decompose to ASCII, and other scripts', () => {
    expect(slugify('Straße Łódź')).toBe('strasse-lodz');
    expect(slugify('Київ Джаз')).toBe('kiyiv-dzhaz');
    expect(slugify('Θέατρο')).toBe('theatro');
  });

  it('always suggests a slug the slug rule accepts, never longer than the maximum', () => {
    const long = slugify('A very long title that goes on and on about a festival of music, food and lights by the sea');
    expect(long.length).toBeLessThanOrEqual(SLUG_MAX);
    expect(long.endsWith('-')).toBe(false);
    for (const title of ['Jazz & Wine Night!', 'Straße Łódź', long]) {
      expect(validate(slugSchema, slugify(title)).ok).toBe(true);
    }
  });
});
