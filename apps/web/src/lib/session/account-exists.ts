import { describeProvider } from './social-providers.ts';

/**
 * A social sign-in found an account with the same email using another
 * method. The credential is kept; signing in the existing way links it.
 */
export class AccountExistsWithOtherMethod extends Error {
  readonly code = 'auth/account-exists-with-different-credential';
  constructor(
    readonly email: string | null,
    readonly existingMethods: string[],
    readonly newProviderLabel: string,
  ) {
    super('Account exists with another sign-in method');
  }

  /** "You already have an account with a@b.c using your email and password. Sign in that way to link GitHub." */
  explain(): string {
    const how = this.existingMethods.length > 0 ? this.existingMethods.map(describeProvider).join(' or ') : null;
    const who = this.email ? `an account with ${this.email}` : 'an account with this email';
    return (
      `You already have ${who}${how ? ` using ${how}` : ''}. ` +
      `Sign in that way, and we will link ${this.newProviderLabel} to it.`
    );
  }
}
