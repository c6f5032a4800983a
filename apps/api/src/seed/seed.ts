import { eq } from 'drizzle-orm';
import { initializeApp, deleteApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { loadConfig, type Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { meta } from '../db/meta-table.ts';
import { listenToDomainEvents } from '../domain-listeners.ts';
import { upsertUserByFirebaseUid } from '../modules/identity/repo.ts';
import type { UserRow } from '../modules/identity/tables.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, type DemoAccountUid } from './demo-accounts.ts';
import { loadDemoCatalog } from './demo-catalog-loader.ts';
import { demoBuyers, quietenSeededMail } from './demo-sales.ts';
import { demoStage } from './demo-scope.ts';

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

/**
 * Loads demo data in one transaction, so a crash leaves either all of it or none. The demo's sales are made through
 * checkout's services with `config`'s ticket key, so the server that later reads them verifies their tickets.
 */
export async function seedDemoData(db: Db, config: Config = loadConfig()): Promise<void> {
  // Paying an order issues its tickets through a listener: registered before the first sale.
  listenToDomainEvents();
  await db.transaction(async (tx) => {
    const users: Partial<Record<DemoAccountUid, UserRow>> = {};
    for (const account of DEMO_ACCOUNTS) {
      users[account.uid] = await upsertUserByFirebaseUid(tx, {
        firebaseUid: account.uid,
        email: account.email,
        emailVerified: true,
        displayName: account.displayName,
        phoneNumber: null,
      });
    }
    const { 'demo-attendee': attendee, 'demo-owner': owner, 'demo-door': door } = users;
    if (!attendee || !owner || !door) throw new Error('demo accounts missing');
    const userIds = Object.fromEntries(Object.entries(users).map(([uid, user]) => [uid, user.id]));
    const cast = { buyers: await demoBuyers(tx), attendee, owner, door };
    await loadDemoCatalog(tx, { stage: demoStage(tx, config), cast, userIds });
    await quietenSeededMail(tx);
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
