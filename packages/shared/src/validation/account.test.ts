import { describe, expect, it } from 'vitest';
import { profileFormSchema, signUpSchema, updateProfileSchema } from './account.ts';
import { validate } from './field-errors.ts';

describe('sign-up rules', () => {
  it('accepts a well-formed email and a password with letters and digits', () => {
    const result = validate(signUpSchema, { email: ' ada@example.com ', password: 'lovelace1815' });
    expect(result).toEqual({ ok: true, value: { email: 'ada@example.com', password: 'lovelace1815' } });
  });

  it('names the email field when the address is malformed', () => {
    const result = validate(signUpSchema, { email: 'ada@', password: 'lovelace1815' });
    expect(result).toEqual({ ok: false, errors: { email: 'Enter a valid email address, like name@example.com.' } });
  });

  it('refuses a password shorter than 8 characters', () => {
    const result = validate(signUpSchema, { email: 'ada@example.com', password: 'ab1' });
    expect(result).toEqual({ ok: false, errors: { password: 'Use at least 8 characters.' } });
  });

  it('refuses a password without a digit', () => {
    const result = validate(signUpSchema, { email: 'ada@example.com', password: 'onlyletters' });
    expect(result).toEqual({ ok: false, errors: { password: 'Use at least one letter and one number.' } });
  });
});

describe('profile rules', () => {
  it('accepts an https photo address or none, and refuses others', () => {
    expect(validate(profileFormSchema, { displayName: 'Ada', photoURL: '' }).ok).toBe(true);
    expect(validate(profileFormSchema, { displayName: 'Ada', photoURL: 'https://img.example/ada.png' }).ok).toBe(true);
    expect(validate(profileFormSchema, { displayName: 'Ada', photoURL: 'javascript:alert(1)' })).toEqual({
      ok: false,
      errors: { photoURL: 'Use an https:// address of an image, or leave it empty.' },
    });
  });

  it('refuses a blank display name after trimming', () => {
    expect(validate(updateProfileSchema, { displayName: '   ' })).toEqual({
      ok: false,
      errors: { displayName: 'Enter a name.' },
    });
  });

  it('refuses a display name over 80 characters', () => {
    const result = validate(updateProfileSchema, { displayName: 'x'.repeat(81) });
    expect(result.ok).toBe(false);
  });
});
