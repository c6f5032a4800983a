/**
 * How often a new account's first ID token would be refused as revoked: signs up N accounts (20 at a time) on an
 * Auth Emulator of its own and checks each first token twice, with firebase-admin's own revocation check (by
 * sign-in time) and with Admit's (by mint time, modules/identity/firebase-identity.ts). Issue 26's evidence.
 *
 *   npm exec -- node scripts/diagnostics/sign-up-tokens.ts 2000
 */
import { initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { createFirebaseIdentity } from '../../apps/api/src/modules/identity/firebase-identity.ts';
import { authEmulatorRest } from '../lib/auth-emulator-rest.ts';
import { startAuthEmulator } from '../lib/auth-emulator.ts';

const projectId = 'demo-sign-up-tokens';
const total = Number(process.argv[2] ?? 2000);
const emulator = await startAuthEmulator({
  port: Number(process.env['DIAGNOSTIC_AUTH_EMULATOR_PORT'] ?? 9699),
  projectId,
});
try {
  const admit = createFirebaseIdentity({
    projectId,
    apiKey: 'demo',
    authDomain: 'localhost',
    emulatorHost: emulator.host,
    // Each sign-up's first token asked of Firebase: the judgement this diagnostic counts, never a kept answer.
    revocationCacheSeconds: 0,
  });
  const admin = getAuth(initializeApp({ projectId }, 'diagnostic'));
  const rest = authEmulatorRest(emulator.url, projectId);
  const refused = { firebaseAdmin: 0, admit: 0 };
  for (let i = 0; i < total; i += 20) {
    await Promise.all(
      Array.from({ length: Math.min(20, total - i) }, async (_, j) => {
        const { idToken } = await rest.signUp(`first-token-${i + j}-${Date.now()}@example.test`, 'password-1');
        await admin.verifyIdToken(idToken, true).catch(() => (refused.firebaseAdmin += 1));
        await admit.verify(idToken).catch(() => (refused.admit += 1));
      }),
    );
  }
  console.log(
    `${total} sign-ups; first tokens refused: firebase-admin ${refused.firebaseAdmin}, Admit ${refused.admit}`,
  );
  await admit.close();
} finally {
  await emulator.stop();
}
process.exit(0);
