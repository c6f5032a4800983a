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
  // lru-cache's own expiry, on the given clock, checked at every read (ttlResolution 0); a read never renews it.
  const cache = new LRUCache<string, T>({ max: 100_000, ttlResolution: 0, perf: { now } });
  const key = (idToken: string) => createHash('sha256').update(idToken).digest('base64url');
  return {
    get: (idToken: string): T | undefined => cache.get(key(idToken)),
    set(idToken: string, verified: T): void {
      const ttl = Math.min(seconds * 1000, verified.exp * 1000 - now());
      if (ttl > 0) cache.set(key(idToken), verified, { ttl });
    },
    /** Every kept token of an account, at once (its deletion by Admit). */
    forgetAccount(uid: string): void {
      for (const [k, verified] of cache.entries()) if (verified.uid === uid) cache.delete(k);
    },
  };
}
