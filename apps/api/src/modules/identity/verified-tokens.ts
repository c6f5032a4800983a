import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';

/** What a cached verification keeps: whose token it is, and when the token itself expires (seconds). */
type Verified = { uid: string; exp: number };

/**
 * Tokens already verified as not revoked, believed again for at most `seconds` without asking Firebase. Checking
 * revocation is a call to the identity service on every signed-in request (a buyer sends six in a checkout); kept for
 * 30 s, a sign-out everywhere, a disabled account or one deleted outside Admit takes effect within 30 s, the bound
 * docs/deployment.md states. Admit's own account deletion forgets the account's tokens at once. Keyed by the token's
 * hash (a token is a bearer secret; the hash is not), never past the token's own expiry.
 */
export function verifiedTokens<T extends Verified>(seconds: number, now: () => number = Date.now) {
  const cache = new LRUCache<string, { verified: T; until: number }>({ max: 100_000 });
  const key = (idToken: string) => createHash('sha256').update(idToken).digest('base64url');
  return {
    get(idToken: string): T | undefined {
      const k = key(idToken);
      const kept = cache.get(k);
      if (kept && now() < kept.until) return kept.verified;
      if (kept) cache.delete(k);
      return undefined;
    },
    set(idToken: string, verified: T): void {
      if (seconds <= 0) return;
      cache.set(key(idToken), { verified, until: Math.min(now() + seconds * 1000, verified.exp * 1000) });
    },
    /** Every kept token of an account, at once (its deletion by Admit). */
    forgetAccount(uid: string): void {
      for (const [k, kept] of cache.entries()) if (kept.verified.uid === uid) cache.delete(k);
    },
  };
}
