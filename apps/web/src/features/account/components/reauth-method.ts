import type { SessionUser } from '../../../lib/session/session.ts';
import { isSocialMethod, SOCIAL_PROVIDERS } from '../../../lib/session/social-providers.ts';

/** How this account proves it is still its owner: its password, a texted code, or its provider. */
export function reauthMethod(user: SessionUser, hasPassword: boolean | null) {
  if (hasPassword !== false && user.providerIds.includes('password')) return { kind: 'password' } as const;
  const social = Object.keys(SOCIAL_PROVIDERS)
    .filter(isSocialMethod)
    .find((m) => user.providerIds.includes(SOCIAL_PROVIDERS[m].providerId));
  if (social) return { kind: 'social', method: social } as const;
  if (user.phoneNumber) return { kind: 'phone', phoneNumber: user.phoneNumber } as const;
  return { kind: 'recent-only' } as const;
}

export type ReauthMethod = ReturnType<typeof reauthMethod>;

/** The deletion's confirm button: what pressing it does first. */
export function confirmLabel(how: ReauthMethod): string {
  if (how.kind === 'social') return `Confirm with ${SOCIAL_PROVIDERS[how.method].label} and delete`;
  return how.kind === 'phone' ? 'Text me a code' : 'Delete account';
}
