/**
 * The identity service's sign-in methods, by the ids a deployment lists in
 * AUTH_SIGN_IN_METHODS. The web app offers exactly the ones the API reports.
 */
export const SIGN_IN_METHODS = ['password', 'emailLink', 'phone', 'google', 'facebook', 'github', 'twitter'] as const;

export type SignInMethod = (typeof SIGN_IN_METHODS)[number];

/** The methods Admit can offer; all are on by default, and a deployment may switch any of them off. */
export const AVAILABLE_SIGN_IN_METHODS: readonly SignInMethod[] = SIGN_IN_METHODS;

export function isSignInMethod(value: string): value is SignInMethod {
  return (SIGN_IN_METHODS as readonly string[]).includes(value);
}
