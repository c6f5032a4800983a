import { describe, expect, it } from 'vitest';
import {
  changeEmailFormSchema,
  changePasswordFormSchema,
  deleteAccountFormSchema,
  signUpSchema,
  updateProfileSchema,
} from './account.ts';
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

describe('confirming it is you', () => {
  it('refuses the address the account already has, whatever its case', () => {
    const schema = changeEmailFormSchema('ada@example.com', false);
    expect(validate(schema, { email: ' Ada@Example.com ', password: '' })).toEqual({
      ok: false,
      errors: { email: 'That is already your email.' },
    });
    expect(validate(schema, { email: 'lovelace@example.com', password: '' })).toEqual({
      ok: true,
      value: { email: 'lovelace@example.com', password: '' },
    });
  });

  it('asks for the current password only when the account is known to have one', () => {
    expect(validate(changeEmailFormSchema(null, true), { email: 'ada@example.com', password: '' })).toEqual({
      ok: false,
      errors: { password: 'Enter your current password.' },
    });
    expect(validate(changePasswordFormSchema(true), { currentPassword: '', newPassword: 'lovelace1815' })).toEqual({
      ok: false,
      errors: { currentPassword: 'Enter your current password.' },
    });
    expect(validate(changePasswordFormSchema(false), { currentPassword: '', newPassword: 'lovelace1815' }).ok).toBe(
      true,
    );
  });

  it('asks for the password before deleting an account that has one', () => {
    expect(validate(deleteAccountFormSchema(true), { password: '' })).toEqual({
      ok: false,
      errors: { password: 'Enter your password to confirm.' },
    });
    expect(validate(deleteAccountFormSchema(false), { password: '' }).ok).toBe(true);
  });
});
