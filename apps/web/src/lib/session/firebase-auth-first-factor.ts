import {
  fetchSignInMethodsForEmail,
  getMultiFactorResolver,
  linkWithCredential,
  PhoneMultiFactorGenerator,
  type Auth,
  type MultiFactorError,
} from 'firebase/auth';
import { AccountExistsWithOtherMethod } from './account-exists.ts';
import type { AuthState } from './firebase-auth-context.ts';
import { providerClassFor } from './firebase-auth-providers.ts';
import { SecondFactorRequired } from './second-factor-required.ts';
import { SOCIAL_PROVIDERS } from './social-providers.ts';

/**
 * Runs a first-factor sign-in. A second-factor demand is kept and turned
 * into SecondFactorRequired; a social account whose email already has
 * another sign-in method becomes AccountExistsWithOtherMethod.
 */
export async function runFirstFactor(
  auth: Auth,
  state: AuthState,
  refreshUser: () => Promise<void>,
  signIn: () => Promise<unknown>,
): Promise<void> {
  try {
    await signIn();
    if (state.pendingLink && auth.currentUser) {
      await linkWithCredential(auth.currentUser, state.pendingLink.credential);
      state.pendingLink = null;
      await refreshUser();
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'auth/account-exists-with-different-credential') throw await accountExists(auth, state, error);
    if (code !== 'auth/multi-factor-auth-required') throw error;
    state.mfaResolver = getMultiFactorResolver(auth, error as MultiFactorError);
    const hint = state.mfaResolver.hints.find((h) => h.factorId === PhoneMultiFactorGenerator.FACTOR_ID);
    throw new SecondFactorRequired(hint && 'phoneNumber' in hint ? String(hint.phoneNumber) : null);
  }
}

/** Keeps the social credential to link later, and names the methods the existing account signs in with. */
async function accountExists(auth: Auth, state: AuthState, error: unknown): Promise<AccountExistsWithOtherMethod> {
  const email = (error as { customData?: { email?: string } }).customData?.email ?? null;
  // The provider's own class reads its token fields; the error's token response names it.
  const providerId =
    (error as { customData?: { _tokenResponse?: { providerId?: string } } }).customData?._tokenResponse?.providerId ??
    '';
  const credential = providerClassFor(providerId).credentialFromError(error as never);
  const label = Object.values(SOCIAL_PROVIDERS).find((p) => p.providerId === providerId)?.label ?? 'that provider';
  if (credential) state.pendingLink = { credential, label };
  const methods = email ? await fetchSignInMethodsForEmail(auth, email).catch(() => []) : [];
  return new AccountExistsWithOtherMethod(email, methods, label);
}
