import { describe, expect, it } from 'vitest';
import { guessCurrency } from './zones-and-currencies.ts';

describe('guessCurrency', () => {
  it("suggests the currency of the zone's country", () => {
    expect(guessCurrency('Europe/London')).toBe('GBP');
    expect(guessCurrency('Europe/Berlin')).toBe('EUR');
    expect(guessCurrency('Europe/Zurich')).toBe('CHF');
    expect(guessCurrency('America/Toronto')).toBe('CAD');
    expect(guessCurrency('Asia/Tokyo')).toBe('JPY');
  });

  it('knows countries a hand-kept list missed, and old zone names', () => {
    expect(guessCurrency('Europe/Kyiv')).toBe('UAH');
    expect(guessCurrency('Asia/Bangkok')).toBe('THB');
    expect(guessCurrency('America/Jamaica')).toBe('JMD');
    expect(guessCurrency('Asia/Calcutta')).toBe('INR');
  });

  it('falls back to pounds where the zone names no country', () => {
    expect(guessCurrency('Etc/UTC')).toBe('GBP');
    expect(guessCurrency('Not/AZone')).toBe('GBP');
  });
});
