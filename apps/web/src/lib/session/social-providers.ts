import type { SignInMethod } from '@admit/shared';

/** The social sign-in methods, their Firebase provider ids and the names people know them by. */
export const SOCIAL_PROVIDERS = {
  google: { providerId: 'google.com', label: 'Google' },
  facebook: { providerId: 'facebook.com', label: 'Facebook' },
  github: { providerId: 'github.com', label: 'GitHub' },
  twitter: { providerId: 'twitter.com', label: 'X (Twitter)' },
} as const;

export type SocialMethod = keyof typeof SOCIAL_PROVIDERS;

export function isSocialMethod(method: SignInMethod | string): method is SocialMethod {
  return method in SOCIAL_PROVIDERS;
}

/** How a Firebase sign-in method (from fetchSignInMethodsForEmail or providerData) reads to a person. */
export function describeProvider(providerOrMethod: string): string {
  if (providerOrMethod === 'password') return 'your email and password';
  if (providerOrMethod === 'emailLink') return 'an email link';
  if (providerOrMethod === 'phone') return 'your phone';
  const social = Object.values(SOCIAL_PROVIDERS).find((p) => p.providerId === providerOrMethod);
  return social ? social.label : providerOrMethod;
}

/**
 * Phones get a full-page redirect; a popup is awkward on a small screen and
 * often blocked. The user agent's own "mobile" hint decides, with the width
 * as a fallback (pointer media queries misreport on some desktops).
 */
export function preferRedirect(): boolean {
  const hint = (navigator as Navigator & { userAgentData?: { mobile?: boolean } }).userAgentData?.mobile;
  const mobile = hint ?? /Mobi|Android|iPhone|iPad/i.test(navigator.userAgent);
  return mobile || window.innerWidth < 768;
}
