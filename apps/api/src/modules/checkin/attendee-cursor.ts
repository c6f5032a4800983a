import { createHash } from 'node:crypto';
import { badUserInput } from '../../common/errors.ts';
import { isUuid } from '../../db/uuid.ts';
import type { AttendeeFilters, AttendeeKeyset } from './attendee-repo.ts';

/**
 * The attendee list's cursors: the last row's sort name and ticket id, under a key of the filters they were made
 * for, so a cursor from another event, search or filter (or one typed by hand) is refused, not read.
 */
export function cursorKey(filters: AttendeeFilters): string {
  return createHash('sha256').update(JSON.stringify(filters)).digest('base64url').slice(0, 16);
}

export function encodeCursor(key: string, last: { sortName: string; id: string }): string {
  return Buffer.from(JSON.stringify([key, last.sortName, last.id])).toString('base64url');
}

export function decodeCursor(cursor: string, key: string): AttendeeKeyset {
  const refused = () => badUserInput({ after: 'This page of the list no longer matches its search; start again.' });
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw refused();
  }
  if (!Array.isArray(value) || value.length !== 3) throw refused();
  const [madeFor, name, id] = value as unknown[];
  if (madeFor !== key || typeof name !== 'string' || typeof id !== 'string' || !isUuid(id)) throw refused();
  return { name, id };
}
