import { describe, expect, it } from 'vitest';
import { validate } from './field-errors.ts';
import { formatPhoneAsTyped, formatPhoneNumber, phoneCountries, phoneFormSchema, type PhoneRegion } from './phone.ts';
import { smsCodeSchema } from './sms-code.ts';

const check = (region: string, nationalNumber: string) => validate(phoneFormSchema, { region, nationalNumber });

describe('phone numbers', () => {
  it('joins a national number, typed with spaces and the trunk 0, to the country code', () => {
    expect(check('GB', '07400 123-456')).toEqual({ ok: true, value: { phoneNumber: '+447400123456' } });
    expect(check('DE', '0151 2345 6789')).toEqual({ ok: true, value: { phoneNumber: '+4915123456789' } });
  });

  it("knows each country's own rules: an Italian landline keeps its 0 and is still refused as a landline", () => {
    expect(check('IT', '312 345 6789')).toEqual({ ok: true, value: { phoneNumber: '+393123456789' } });
    expect(check('IT', '06 1234 5678')).toMatchObject({
      ok: false,
      errors: { nationalNumber: expect.stringContaining('That is a landline') },
    });
  });

  it('accepts a number typed in full international form whatever country is chosen', () => {
    expect(check('US', '+44 7400 123456')).toEqual({ ok: true, value: { phoneNumber: '+447400123456' } });
  });

  it('offers every country, not a hand-picked list', () => {
    const countries = phoneCountries('en');
    expect(countries.length).toBeGreaterThan(240);
    expect(countries).toContainEqual({ region: 'UA', name: 'Ukraine', dial: '+380' });
    expect(countries).toContainEqual({ region: 'TH', name: 'Thailand', dial: '+66' });
    expect(check('UA', '050 123 4567')).toEqual({ ok: true, value: { phoneNumber: '+380501234567' } });
    // Sorted by name in the reader's language.
    expect(countries.map((c) => c.name)).toEqual([...countries.map((c) => c.name)].sort((a, b) => a.localeCompare(b)));
    expect(phoneCountries('de').find((c) => c.region === 'DE')?.name).toBe('Deutschland');
  });

  it('refuses letters, and numbers too short to exist', () => {
    expect(check('US', '555-CALL')).toEqual({
      ok: false,
      errors: { nationalNumber: 'Enter a valid phone number for that country.' },
    });
    expect(check('DE', '123').ok).toBe(false);
  });

  it('refuses numbers a text cannot reach, naming what they are', () => {
    expect(check('GB', '020 7946 0000')).toEqual({
      ok: false,
      errors: {
        nationalNumber: 'That is a landline, which cannot receive the texted code. Enter a mobile number.',
      },
    });
    expect(check('US', '(800) 555-1234')).toMatchObject({
      ok: false,
      errors: { nationalNumber: expect.stringContaining('That is a toll-free number') },
    });
    // In the US mobiles and landlines share ranges; such a number is accepted.
    expect(check('US', '(213) 373-4253')).toEqual({ ok: true, value: { phoneNumber: '+12133734253' } });
  });

  it('refuses a country that does not exist', () => {
    expect(check('XX', '5551234567')).toEqual({ ok: false, errors: { region: 'Choose a country.' } });
  });
});

describe('formatting', () => {
  it('formats as the person types forwards, for their country', () => {
    expect(formatPhoneAsTyped('0740012345', '07400123456', 'GB')).toBe('07400 123456');
    expect(formatPhoneAsTyped('213373425', '2133734253', 'US')).toBe('(213) 373-4253');
  });

  it('leaves a deletion as it is, so a space or bracket can be removed', () => {
    expect(formatPhoneAsTyped('07400 123456', '07400123456', 'GB' as PhoneRegion)).toBe('07400123456');
  });

  it('shows stored numbers in international form', () => {
    expect(formatPhoneNumber('+447400123456')).toBe('+44 7400 123456');
    expect(formatPhoneNumber('not a number')).toBe('not a number');
  });
});

describe('SMS codes', () => {
  it('take exactly six digits', () => {
    expect(validate(smsCodeSchema, { code: ' 123456 ' })).toEqual({ ok: true, value: { code: '123456' } });
    expect(validate(smsCodeSchema, { code: '12345' }).ok).toBe(false);
  });
});
