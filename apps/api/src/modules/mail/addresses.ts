import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNotNull, sql } from 'drizzle-orm';
import { z } from '@admit/shared';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { addressConfirmations } from './tables.ts';

/** One address, however it was typed. */
export const normalAddress = (email: string) => email.trim().toLowerCase();

const hashOf = (token: string) => createHash('sha256').update(token).digest('base64url');

/** How long a confirmation link works. */
export const CONFIRMATION_LINK_DAYS = 7;
/** At most one request to confirm an address this often, however many orders name it: no mail bombing. */
export const CONFIRMATION_REQUEST_HOURS = 24;

/** Whether the address opened a confirmation link once. */
export async function isConfirmedAddress(db: Db, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: addressConfirmations.id })
    .from(addressConfirmations)
    .where(and(eq(addressConfirmations.email, normalAddress(email)), isNotNull(addressConfirmations.confirmedAt)))
    .limit(1);
  return !!row;
}

/**
 * A new request to confirm the address, returning the link's token; or null when one was asked for within
 * CONFIRMATION_REQUEST_HOURS (its link, when opened, delivers whatever waits for the address since). An address has
 * one pending request (a unique index): a request older than that gets a new token, and the newest mail's link is
 * the one that works. Two at once wait on the index, and the second finds the first's request fresh.
 */
export async function requestConfirmation(db: Db, email: string, now = new Date()): Promise<string | null> {
  const address = normalAddress(email);
  const since = new Date(now.getTime() - CONFIRMATION_REQUEST_HOURS * 3_600_000);
  const token = randomBytes(24).toString('base64url');
  const t = addressConfirmations;
  const [emailColumn, tokenHash, createdAt] = [t.email, t.tokenHash, t.createdAt].map((c) => sql.identifier(c.name));
  const written = await rowsOf(
    db,
    sql`insert into ${t} (${emailColumn}, ${tokenHash}, ${createdAt})
      values (${address}, ${hashOf(token)}, ${now.toISOString()}::timestamptz)
      on conflict (${emailColumn}) where confirmed_at is null
      do update set ${tokenHash} = excluded.${tokenHash}, ${createdAt} = excluded.${createdAt}
        where ${t}.${createdAt} <= ${since.toISOString()}::timestamptz
      returning id`,
    z.object({ id: z.string() }),
  );
  if (written.length === 0) return null;
  return token;
}

/** Confirms the address a link was sent to; its address, or null for a link that is unknown or too old. */
export async function confirmAddress(db: Db, token: string, now = new Date()): Promise<string | null> {
  const oldest = new Date(now.getTime() - CONFIRMATION_LINK_DAYS * 86_400_000);
  const [row] = await db
    .select()
    .from(addressConfirmations)
    .where(and(eq(addressConfirmations.tokenHash, hashOf(token)), gt(addressConfirmations.createdAt, oldest)))
    .limit(1);
  if (!row) return null;
  if (!row.confirmedAt) {
    await db.update(addressConfirmations).set({ confirmedAt: now }).where(eq(addressConfirmations.id, row.id));
  }
  return row.email;
}
