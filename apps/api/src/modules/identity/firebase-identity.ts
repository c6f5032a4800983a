import { initializeApp, deleteApp, type App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { assertIdentityMatchesProject, type Config } from '../../config.ts';

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
  return {
    async verify(idToken) {
      const decoded = await auth.verifyIdToken(idToken, true);
      return {
        uid: decoded.uid,
        email: decoded.email ?? null,
        emailVerified: decoded.email_verified ?? false,
        name: typeof decoded['name'] === 'string' ? decoded['name'] : null,
        phoneNumber: decoded.phone_number ?? null,
        authTime: decoded.auth_time,
      };
    },
    deleteUser: (uid) => auth.deleteUser(uid),
    close: () => deleteApp(app),
  };
}
