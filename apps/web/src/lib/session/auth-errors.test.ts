import { describe, expect, it } from 'vitest';
import { authErrorMessage, GENERIC_AUTH_ERROR } from './auth-errors.ts';

describe('identity error messages', () => {
  it('explains a taken email in words, never the raw code', () => {
    const message = authErrorMessage({ code: 'auth/email-already-in-use' });
    expect(message).toBe('An account with this email already exists. Sign in instead.');
    expect(message).not.toContain('auth/');
  });

  it('falls back to a generic message for codes it does not know', () => {
    expect(authErrorMessage({ code: 'auth/internal-error' })).toBe(GENERIC_AUTH_ERROR);
    expect(authErrorMessage(new Error('boom'))).toBe(GENERIC_AUTH_ERROR);
  });
});
