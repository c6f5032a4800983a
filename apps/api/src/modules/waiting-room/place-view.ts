import type { Db } from '../../db/client.ts';
import type { PlaceHolder, WaitingLine } from './line.ts';
import { signPass } from './passes.ts';
import { ADMISSION_MINUTES, placeAt, type Place } from './queue-order.ts';
import * as repo from './repo.ts';
import type { WaitingRoomEntryRow, WaitingRoomRow } from './tables.ts';

/** A visitor's place as they see it, with their pass once they are through. */
export type PlaceView = Place & {
  eventId: string;
  opensAt: Date;
  admissionToken: string | null;
  admissionExpiresAt: Date | null;
};

/** What working out a place needs: the database and the line (an admission is noted there), and the passes' key. */
export type PlaceViewing = { db: Db; line: WaitingLine; passKey: Buffer };

/** The few fields of a place that where it stands depends on: what a follower of the place keeps. */
export type PlaceNumber = Pick<WaitingRoomEntryRow, 'id' | 'seq' | 'admittedAt' | 'browserHash'>;

export const isFinal = (place: PlaceView) => place.state === 'ADMITTED' || place.state === 'PASS_EXPIRED';

/** How many admissions one statement or script notes: a round for a big crowd is several. */
const ADMISSIONS_AT_ONCE = 5_000;

/**
 * Where each place stands now; those through carry their pass. Admissions not yet noted are noted together (a
 * pass's life counts from its place's first), so a round of the feed writes once however many came through.
 */
export async function viewPlaces(
  viewing: PlaceViewing,
  room: WaitingRoomRow,
  entries: readonly PlaceNumber[],
  now = new Date(),
): Promise<PlaceView[]> {
  const places = entries.map((entry) => placeAt(room, entry.seq, entry.admittedAt, now));
  const unnoted = entries.filter((entry, i) => places[i]?.state === 'ADMITTED' && !entry.admittedAt);
  for (let i = 0; i < unnoted.length; i += ADMISSIONS_AT_ONCE) {
    const batch = unnoted.slice(i, i + ADMISSIONS_AT_ONCE);
    const ids = batch.map((entry) => entry.id);
    const noted = await viewing.line.markAdmitted(viewing.db, room.eventId, ids, now);
    for (const entry of batch) entry.admittedAt = noted.get(entry.id) ?? now;
  }
  // Worked out again with the notes: one made long ago elsewhere means the pass has run out.
  return entries.map((entry) => withPass(viewing, room, entry, placeAt(room, entry.seq, entry.admittedAt, now)));
}

/** A place as its visitor sees it; through (its admission noted), with its pass. */
function withPass(viewing: PlaceViewing, room: WaitingRoomRow, entry: PlaceNumber, place: Place): PlaceView {
  const base = {
    ...place,
    eventId: room.eventId,
    opensAt: room.opensAt,
    admissionToken: null,
    admissionExpiresAt: null,
  };
  if (place.state !== 'ADMITTED' || !entry.admittedAt) return base;
  const expiresAt = new Date(entry.admittedAt.getTime() + ADMISSION_MINUTES * 60_000);
  const pass = { eventId: room.eventId, entryId: entry.id, browserHash: entry.browserHash, expiresAt };
  return { ...base, admissionToken: signPass(viewing.passKey, pass), admissionExpiresAt: expiresAt };
}

/** Where one place stands now; through, it carries its pass. */
export async function viewPlace(
  viewing: PlaceViewing,
  room: WaitingRoomRow,
  entry: PlaceNumber,
  now = new Date(),
): Promise<PlaceView> {
  const [view] = await viewPlaces(viewing, room, [entry], now);
  if (!view) throw new Error('a place was not viewed');
  return view;
}

/**
 * The place `who` holds in this open room, with where it stands; null when they hold none. Once the on-sale has come,
 * a place without its number yet draws the line first, then both are read again. The API's queries and the waiting
 * stream both find places here.
 */
export async function placeIn(
  viewing: PlaceViewing,
  room: WaitingRoomRow,
  who: PlaceHolder,
): Promise<{ entry: WaitingRoomEntryRow; place: PlaceView } | null> {
  const { db, line } = viewing;
  const entry = await line.find(db, room.eventId, who);
  if (!entry) return null;
  if (entry.seq !== null || room.opensAt > new Date()) return { entry, place: await viewPlace(viewing, room, entry) };
  await line.ensureDrawn(db, room);
  const drawn = (await line.findById(db, room.eventId, entry.id)) ?? entry;
  const drawnRoom = (await repo.findRoom(db, room.eventId)) ?? room;
  return { entry: drawn, place: await viewPlace(viewing, drawnRoom, drawn) };
}
