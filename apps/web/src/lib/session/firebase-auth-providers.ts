/** The Firebase provider classes behind the social sign-in methods. Part of the lazily loaded SDK code. */
import {
  FacebookAuthProvider,
  GithubAuthProvider,
  GoogleAuthProvider,
  OAuthProvider,
  TwitterAuthProvider,
  type AuthProvider,
} from 'firebase/auth';
import type { SocialMethod } from './social-providers.ts';

export function providerFor(method: SocialMethod): AuthProvider {
  switch (method) {
    case 'google':
      return new GoogleAuthProvider();
    case 'facebook':
      return new FacebookAuthProvider();
    case 'github':
      return new GithubAuthProvider();
    case 'twitter':
      return new TwitterAuthProvider();
  }
}

/** The class that reads a provider's token fields, by its Firebase provider id ("google.com"). */
export function providerClassFor(providerId: string): Pick<typeof OAuthProvider, 'credentialFromError'> {
  return (
    {
      'google.com': GoogleAuthProvider,
      'facebook.com': FacebookAuthProvider,
      'github.com': GithubAuthProvider,
      'twitter.com': TwitterAuthProvider,
    }[providerId] ?? OAuthProvider
  );
}
