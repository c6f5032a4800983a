/**
 * Thrown by any first factor when the account has a second one; the UI then
 * asks for the SMS code. Kept out of firebase-auth.ts so forms can recognise
 * it without importing the SDK.
 */
export class SecondFactorRequired extends Error {
  readonly code = 'auth/multi-factor-auth-required';
  constructor(readonly phoneHint: string | null) {
    super('A second factor is required');
  }
}
