import { isUuid } from '../../db/uuid.ts';

/** Opaque page cursors: the (starts_at, id) of the last event on a page, base64url-encoded. */
export function encodeCursor(event: { startsAt: Date; id: string }): string {
  return Buffer.from(JSON.stringify([event.startsAt.toISOString(), event.id])).toString('base64url');
}

export function decodeCursor(cursor: string): { startsAt: Date; id: string } | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (!Array.isArray(value) || value.length !== 2) return null;
    const [iso, id] = value as unknown[];
    if (typeof iso !== 'string' || typeof id !== 'string' || !isUuid(id)) return null;
    const startsAt = new Date(iso);
    return Number.isNaN(startsAt.getTime()) ? null : { startsAt, id };
  } catch {
    return null;
  }
}
