import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';

/** What an admission pass says: this place of this event may check out from this browser until `expiresAt`. */
export type Pass = { eventId: string; entryId: string; browserHash: string; expiresAt: Date };

/** The browser key's hash, as entries keep it and passes carry it. */
export const hashBrowserKey = (key: string) => createHash('sha256').update(key).digest('base64url');

const passFields = z.tuple([z.string(), z.string(), z.string(), z.number().int()]);

const sign = (secret: Buffer, body: string) => createHmac('sha256', secret).update(body).digest('base64url');

/** A signed, short-lived pass (`body.signature`, both base64url): checked without reading the database. */
export function signPass(secret: Buffer, pass: Pass): string {
  const body = Buffer.from(
    JSON.stringify([pass.eventId, pass.entryId, pass.browserHash, Math.floor(pass.expiresAt.getTime() / 1000)]),
  ).toString('base64url');
  return `${body}.${sign(secret, body)}`;
}

/** The pass a token carries, or null when it is not one Admit signed (forged, cut short, or altered). */
export function readPass(secret: Buffer, token: string): Pass | null {
  const [body, signature, extra] = token.split('.');
  if (!body || !signature || extra !== undefined) return null;
  const expected = Buffer.from(sign(secret, body));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  let fields: unknown;
  try {
    fields = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  const parsed = passFields.safeParse(fields);
  if (!parsed.success) return null;
  const [eventId, entryId, browserHash, expires] = parsed.data;
  return { eventId, entryId, browserHash, expiresAt: new Date(expires * 1000) };
}
