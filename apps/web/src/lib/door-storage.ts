import type { DBSchema, IDBPDatabase } from 'idb';
import type { z } from '@admit/shared';

/**
 * The door scanner's IndexedDB database: per event, the offline copy (attendee names included), what the device
 * has scanned since and what waits to upload. It holds other people's names, so signing out deletes it
 * (lib/session/session.ts), as it does the kept tickets.
 */
export const DOOR_DATABASE = 'admit-door';

interface DoorSchema<T> extends DBSchema {
  events: { key: string; value: T };
}

export type DoorStore<T> = {
  get(eventSlug: string): Promise<T | undefined>;
  put(record: T): Promise<void>;
};

let opened: Promise<IDBPDatabase<DoorSchema<unknown>>> | null = null;

function open(): Promise<IDBPDatabase<DoorSchema<unknown>>> {
  opened ??= import('idb').then(({ openDB }) =>
    openDB<DoorSchema<unknown>>(DOOR_DATABASE, 1, {
      upgrade(db) {
        db.createObjectStore('events', { keyPath: 'eventSlug' });
      },
    }),
  );
  return opened;
}

/**
 * What was stored, if it has the shape the caller expects. Anything else (a record from an older version of the
 * app, a broken write) counts as none, so the door starts again and the next put replaces it.
 */
export function readStored<T>(schema: z.ZodType<T>, stored: unknown): T | undefined {
  if (stored === undefined) return undefined;
  const parsed = schema.safeParse(stored);
  return parsed.success ? parsed.data : undefined;
}

/** The store, checked against its caller's schema (the scanner feature owns the record's shape). */
export function doorStore<T extends { eventSlug: string }>(schema: z.ZodType<T>): DoorStore<T> {
  return {
    async get(eventSlug) {
      return readStored(schema, await (await open()).get('events', eventSlug));
    },
    async put(record) {
      await (await open()).put('events', record);
    },
  };
}

export async function clearDoorStorage(): Promise<void> {
  const db = await opened?.catch(() => null);
  db?.close();
  opened = null;
  await new Promise<void>((resolve) => {
    const request = indexedDB.deleteDatabase(DOOR_DATABASE);
    request.onsuccess = request.onerror = request.onblocked = () => resolve();
  });
}
