import { initializeApp, deleteApp, type App } from 'firebase-admin/app';
import { getAuth, type Auth } from 'firebase-admin/auth';
import { z } from 'zod';
import { assertIdentityMatchesProject, type Config } from '../../config.ts';
import { verifiedTokens } from './verified-tokens.ts';

export type VerifiedToken = {
  uid: string;
  email: string | null;
  emailVerified: boolean;
  name: string | null;
  phoneNumber: string | null;
  /** When the person last signed in with a credential (seconds since the epoch), not when the token was refreshed. */
  authTime: number;
};

/** Admit's side of Firebase Authentication: token checks and account deletion. */
export type FirebaseIdentity = {
  /** Resolves to the token's claims, or rejects if it is invalid, expired or revoked. */
  verify(idToken: string): Promise<VerifiedToken>;
  deleteUser(uid: string): Promise<void>;
  close(): Promise<void>;
};

let appCount = 0;

/**
 * firebase-admin checks signature, audience, issuer and expiry, and with
 * `checkRevoked` also asks Firebase whether the user was disabled, deleted or
 * signed out everywhere. Against the emulator it reads
 * FIREBASE_AUTH_EMULATOR_HOST from the environment and skips the signature.
 */
export function createFirebaseIdentity(firebase: Config['firebase']): FirebaseIdentity {
  assertIdentityMatchesProject(firebase);
  if (firebase.emulatorHost) process.env.FIREBASE_AUTH_EMULATOR_HOST = firebase.emulatorHost;
  // A named app per server so tests can run several servers in one process.
  const app: App = initializeApp({ projectId: firebase.projectId }, `admit-api-${++appCount}`);
  const auth = getAuth(app);
  const kept = verifiedTokens<CheckedClaims>(firebase.revocationCacheSeconds);
  return {
    async verify(idToken) {
      let decoded = kept.get(idToken);
      if (!decoded) {
        // Kept from this answer on, never renewed by a hit: the bound runs from when Firebase last said so.
        decoded = await verifyNotRevoked(auth, idToken);
        kept.set(idToken, decoded);
      }
      return {
        uid: decoded.uid,
        email: decoded.email ?? null,
        emailVerified: decoded.email_verified ?? false,
        name: typeof decoded.name === 'string' ? decoded.name : null,
        phoneNumber: decoded.phone_number ?? null,
        authTime: decoded.auth_time,
      };
    },
    async deleteUser(uid) {
      await auth.deleteUser(uid);
      kept.forgetAccount(uid);
    },
    close: () => deleteApp(app),
  };
}

/** The claims Admit reads from an ID token that firebase-admin has already checked. */
const checkedClaimsSchema = z.object({
  sub: z.string().min(1),
  iat: z.number(),
  exp: z.number(),
  auth_time: z.number(),
  email: z.string().optional(),
  email_verified: z.boolean().optional(),
  name: z.unknown().optional(),
  phone_number: z.string().optional(),
});
type CheckedClaims = { uid: string } & z.infer<typeof checkedClaimsSchema>;

/**
 * Whether a token was minted before the account's sessions were revoked (`tokensValidAfterTime`, whole seconds).
 * Firebase's own rule: the identity service refuses an ID token whose `iat` is earlier, and Firebase's Java, Python
 * and Go Admin SDKs judge revocation by `iat` too. A token minted in the revoking second itself still counts.
 */
export function mintedBeforeRevocation(issuedAtSeconds: number, tokensValidAfterTime: string | undefined): boolean {
  if (!tokensValidAfterTime) return false;
  return issuedAtSeconds * 1000 < new Date(tokensValidAfterTime).getTime();
}

/**
 * Verifies a token and that its sessions were not revoked. firebase-admin for Node judges revocation by
 * `auth_time` (when the person signed in) instead of `iat`. Signing up with a password sets the account's
 * valid-since time in a moment of its own, just after the sign-in time: when the two fall on either side of a second
 * (1 sign-up in 2,000 on an idle machine, more under load), the new account's first token, and every token refreshed
 * from it, would be refused as revoked until the person signs in again. Changing a password does the same to the
 * token handed back with it. So a token firebase-admin refuses as revoked is judged again by when it was minted.
 */
async function verifyNotRevoked(auth: Auth, idToken: string): Promise<CheckedClaims> {
  try {
    const decoded = await auth.verifyIdToken(idToken, true);
    return { ...checkedClaimsSchema.parse(decoded), uid: decoded.uid };
  } catch (error) {
    if ((error as { code?: unknown } | null)?.code !== 'auth/id-token-revoked') throw error;
    // firebase-admin checks revocation last, once signature, audience, issuer, expiry and subject have passed: the
    // claims of a token it refused as revoked are verified ones.
    const claims = checkedClaimsSchema.parse(
      JSON.parse(Buffer.from(idToken.split('.')[1] ?? '', 'base64url').toString()),
    );
    const user = await auth.getUser(claims.sub);
    if (user.disabled || mintedBeforeRevocation(claims.iat, user.tokensValidAfterTime)) throw error;
    return { ...claims, uid: claims.sub };
  }
}
