import type { Db } from '../../db/client.ts';
import type { WaitingRoomEntryRow, WaitingRoomRow } from './tables.ts';

/** Who holds a place: the browser (its key's hash) and, signed in, the account. */
export type PlaceHolder = { browserHash: string; userId: string | null };

/** A place as it is taken: the line gives it its id, its number and its time of joining. */
export type NewPlace = Pick<
  WaitingRoomEntryRow,
  'eventId' | 'browserHash' | 'userId' | 'addressGroup' | 'draw' | 'proof'
>;

/**
 * A room's line: its places, their numbers, and the on-sale's draw. The room itself (its settings and admission
 * clock) is a row of PostgreSQL either way; the line is there too (postgres-line.ts), or in Redis when REDIS_URL
 * is set (redis-line.ts), so that a queue of 100,000 joining and polling costs the database nothing.
 *
 * Every call takes the database (or the transaction) the caller is in: the PostgreSQL line works inside it, the
 * Redis line ignores it.
 */
export interface WaitingLine {
  readonly kind: 'postgres' | 'redis';
  /** The place this browser, or this account, holds in the event's present line. */
  find(db: Db, eventId: string, who: PlaceHolder): Promise<WaitingRoomEntryRow | null>;
  /** A place of the event's present line by its id (one of an emptied line is gone). */
  findById(db: Db, eventId: string, id: string): Promise<WaitingRoomEntryRow | null>;
  /** The numbers of those places still in the line (null: not yet drawn); places gone are left out. */
  numbers(db: Db, eventId: string, ids: readonly string[]): Promise<{ id: string; seq: number | null }[]>;
  /** Whether a proof-of-work answer already took a place. */
  proofUsed(db: Db, eventId: string, proof: string): Promise<boolean>;
  /**
   * Takes a place, first dropping `replacing` (a place whose pass ran out): before the on-sale it waits for the
   * draw; from it, the line is drawn first if nobody has yet and the place is numbered at its end. Null when the
   * browser, the account or the answer already holds a place (nothing taken).
   */
  join(db: Db, room: WaitingRoomRow, place: NewPlace, replacing: string | null): Promise<WaitingRoomEntryRow | null>;
  /** Draws the room's line if its on-sale has come and no one has yet (any instance); one at a time per process. */
  ensureDrawn(db: Db, room: WaitingRoomRow): Promise<void>;
  /** Whether the on-sale's draw is made (the room as the caller read it; the PostgreSQL line keeps it there). */
  isDrawn(db: Db, room: WaitingRoomRow): Promise<boolean>;
  /**
   * Notes when these places first came through, all at once; the first note of each stands. Returns when each came
   * through (`at` for a place gone from the line).
   */
  markAdmitted(db: Db, eventId: string, ids: readonly string[], at: Date): Promise<Map<string, Date>>;
  /** How many places the line has, and how many are numbered. */
  counts(db: Db, eventId: string): Promise<{ joined: number; inLine: number }>;
  /** Empties the line, for a fresh one (the room switched on again). */
  clear(db: Db, eventId: string): Promise<void>;
  close(): Promise<void>;
}

/** One draw at a time per event in this process, so a crowd arriving at the on-sale waits on one. */
export function oneAtATime(): (eventId: string, draw: () => Promise<void>) => Promise<void> {
  const running = new Map<string, Promise<void>>();
  return (eventId, draw) => {
    const already = running.get(eventId);
    if (already) return already;
    const started = draw().finally(() => running.delete(eventId));
    running.set(eventId, started);
    return started;
  };
}
