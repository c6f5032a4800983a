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

/** Where the place stands now; through, it carries its pass (noting the admission, whose life counts from then). */
export async function viewPlace(
  viewing: PlaceViewing,
  room: WaitingRoomRow,
  entry: PlaceNumber,
  now = new Date(),
): Promise<PlaceView> {
  const place = placeAt(room, entry.seq, entry.admittedAt, now);
  const base = {
    ...place,
    eventId: room.eventId,
    opensAt: room.opensAt,
    admissionToken: null,
    admissionExpiresAt: null,
  };
  if (place.state !== 'ADMITTED') return base;
  const admittedAt = entry.admittedAt ?? (await viewing.line.markAdmitted(viewing.db, room.eventId, entry.id, now));
  entry.admittedAt = admittedAt;
  const expiresAt = new Date(admittedAt.getTime() + ADMISSION_MINUTES * 60_000);
  const pass = { eventId: room.eventId, entryId: entry.id, browserHash: entry.browserHash, expiresAt };
  return { ...base, admissionToken: signPass(viewing.passKey, pass), admissionExpiresAt: expiresAt };
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
