import { AccountExistsWithOtherMethod } from './account-exists.ts';

/**
 * Firebase Auth error codes a person can trigger, in words they understand.
 * Raw codes are never shown; anything unmapped gets the generic message.
 */
const messages: Record<string, string> = {
  'auth/invalid-credential': 'That email and password do not match. Check them and try again.',
  'auth/wrong-password': 'That email and password do not match. Check them and try again.',
  'auth/user-not-found': 'There is no account with that email. Check it, or create an account.',
  'auth/email-already-in-use': 'An account with this email already exists. Sign in instead.',
  'auth/weak-password': 'Choose a stronger password: at least 8 characters with a letter and a number.',
  'auth/invalid-email': 'Enter a valid email address, like name@example.com.',
  'auth/user-disabled': 'This account has been disabled. Contact support if you think this is a mistake.',
  'auth/too-many-requests': 'Too many attempts. Wait a few minutes, then try again.',
  'auth/network-request-failed': 'We could not reach the sign-in service. Check your connection and try again.',
  'auth/invalid-verification-code': 'That code is not right. Check it and try again.',
  'auth/code-expired': 'That code has expired. Ask for a new one.',
  'auth/invalid-phone-number': 'Enter a valid phone number for that country.',
  'auth/missing-phone-number': 'Enter your phone number.',
  'auth/quota-exceeded': 'We cannot send more codes right now. Try again later.',
  'auth/captcha-check-failed': 'We could not confirm you are a person. Reload the page and try again.',
  'auth/expired-action-code': 'That link has expired. Ask for a new one.',
  'auth/invalid-action-code': 'That link is not valid any more. It may have been used already.',
  'auth/popup-closed-by-user': 'The sign-in window was closed before you finished.',
  'auth/account-exists-with-different-credential':
    'You already have an account with this email, using another sign-in method.',
  'auth/unverified-email': 'Verify your email first: open the link we sent you, then try again.',
  'auth/second-factor-already-in-use': 'That phone is already a second factor on your account.',
  'auth/maximum-second-factor-count-exceeded': 'You have as many second factors as an account can have.',
  'auth/popup-blocked': 'Your browser blocked the sign-in window. Allow pop-ups for this site, or try again.',
  'auth/cancelled-popup-request': 'The sign-in window was closed before you finished.',
  'auth/credential-already-in-use': 'That account is already linked to another Admit account.',
  'auth/provider-already-linked': 'That sign-in method is already linked to your account.',
  'auth/no-such-provider': 'That sign-in method is not linked to your account.',
  'admit/last-sign-in-method': 'Keep at least one way to sign in: link another method before removing this one.',
  'auth/operation-not-allowed': 'That way of signing in is not switched on here yet. Choose another one.',
  'auth/unauthorized-domain': 'Signing in is not allowed from this address yet. Use the site from its usual address.',
  'auth/requires-recent-login': 'For your security, sign in again before doing this.',
};

export const GENERIC_AUTH_ERROR = 'Something went wrong while signing you in. Please try again.';

export function authErrorCode(error: unknown): string | null {
  if (typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string') {
    return error.code;
  }
  return null;
}

export function authErrorMessage(error: unknown): string {
  if (error instanceof AccountExistsWithOtherMethod) return error.explain();
  const code = authErrorCode(error);
  return (code && messages[code]) || GENERIC_AUTH_ERROR;
}
