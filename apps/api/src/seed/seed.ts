import { eq } from 'drizzle-orm';
import { initializeApp, deleteApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { meta } from '../db/meta-table.ts';
import { upsertUserByFirebaseUid } from '../modules/identity/repo.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-accounts.ts';
import { loadDemoCatalog } from './demo-catalog-loader.ts';

const SEEDED_KEY = 'demo_seeded_at';

/**
 * Makes sure the demo accounts exist in the Auth Emulator. The emulator may
 * have been restarted without its saved state, so this runs on every start;
 * it is a no-op for accounts that already exist.
 */
export async function ensureDemoAccounts(firebase: Config['firebase']): Promise<void> {
  if (!firebase.emulatorHost) return;
  process.env.FIREBASE_AUTH_EMULATOR_HOST = firebase.emulatorHost;
  const app = initializeApp({ projectId: firebase.projectId }, `admit-seed-${Date.now()}`);
  try {
    const auth = getAuth(app);
    for (const account of DEMO_ACCOUNTS) {
      try {
        await auth.getUser(account.uid);
      } catch {
        await auth.createUser({ ...account, password: DEMO_PASSWORD, emailVerified: true });
      }
    }
  } finally {
    await deleteApp(app);
  }
}

/** Loads demo data in one transaction, so a crash leaves either all of it or none. */
export async function seedDemoData(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    const userIds: Record<string, string> = {};
    for (const account of DEMO_ACCOUNTS) {
      const user = await upsertUserByFirebaseUid(tx, {
        firebaseUid: account.uid,
        email: account.email,
        emailVerified: true,
        displayName: account.displayName,
        phoneNumber: null,
      });
      userIds[account.uid] = user.id;
    }
    await loadDemoCatalog(tx, userIds);
    await tx
      .insert(meta)
      .values({ key: SEEDED_KEY, value: new Date().toISOString() })
      .onConflictDoUpdate({ target: meta.key, set: { value: new Date().toISOString() } });
  });
}

export async function isSeeded(db: Db): Promise<boolean> {
  const rows = await db.select().from(meta).where(eq(meta.key, SEEDED_KEY)).limit(1);
  return rows.length > 0;
}
