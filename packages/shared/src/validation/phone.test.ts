import { describe, expect, it } from 'vitest';
import { validate } from './field-errors.ts';
import { phoneFormSchema, smsCodeSchema } from './phone.ts';

describe('phone numbers', () => {
  it('joins a national number, typed with spaces and a leading 0, to the country code', () => {
    expect(validate(phoneFormSchema, { region: 'GB', nationalNumber: '07700 900-123' })).toEqual({
      ok: true,
      value: { phoneNumber: '+447700900123' },
    });
  });

  it('refuses letters and numbers too short to exist', () => {
    const letters = validate(phoneFormSchema, { region: 'US', nationalNumber: '555-CALL' });
    expect(letters).toEqual({ ok: false, errors: { nationalNumber: 'Enter a valid phone number for that country.' } });
    expect(validate(phoneFormSchema, { region: 'DE', nationalNumber: '123' }).ok).toBe(false);
  });

  it('refuses a country it does not offer', () => {
    expect(validate(phoneFormSchema, { region: 'XX', nationalNumber: '5551234567' })).toEqual({
      ok: false,
      errors: { region: 'Choose a country.' },
    });
  });
});

describe('SMS codes', () => {
  it('take exactly six digits', () => {
    expect(validate(smsCodeSchema, { code: ' 123456 ' })).toEqual({ ok: true, value: { code: '123456' } });
    expect(validate(smsCodeSchema, { code: '12345' }).ok).toBe(false);
  });
});
