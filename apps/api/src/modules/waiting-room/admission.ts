import { waitingRoom } from '../../common/errors.ts';
import type { RequestScope } from '../../common/scope.ts';
import type { Db } from '../../db/client.ts';
import { findEventById } from '../events/repo.ts';
import { joinWaitingRoom, requireBrowserKey } from './joining.ts';
import { hashBrowserKey, readPass } from './passes.ts';
import type { WaitingLine } from './line.ts';
import { placeIn, type PlaceView, type PlaceViewing } from './place-view.ts';
import * as repo from './repo.ts';
import { roomSecret } from './secrets.ts';
import type { WaitingRoomEntryRow, WaitingRoomRow } from './tables.ts';

export const viewingOf = (scope: RequestScope): PlaceViewing => ({
  db: scope.db,
  line: scope.waitingLine,
  passKey: roomSecret(scope.config, 'pass'),
});

/** This browser's (or account's) place in the event's room with where it stands, or null when it has none. */
export async function myPlace(
  scope: RequestScope,
  eventId: string,
): Promise<{ entry: WaitingRoomEntryRow; place: PlaceView } | null> {
  scope.freshness.keepForNoOne();
  const browserKey = requireBrowserKey(scope);
  const room = await repo.findRoom(scope.db, eventId);
  if (!room?.enabled) return null;
  const viewer = await scope.viewer();
  return placeIn(viewingOf(scope), room, { browserHash: hashBrowserKey(browserKey), userId: viewer?.user.id ?? null });
}

export const myWaitingPlace = async (scope: RequestScope, eventId: string): Promise<PlaceView | null> =>
  (await myPlace(scope, eventId))?.place ?? null;

/** What a reserve carries from the room: the pass it showed, checked for signature and browser (no database). */
export type Admission = { entryId: string } | { refused: 'NONE' | 'INVALID' };

/** Reads a reserve's admission token before its transaction: valid for this event, this browser, and still alive. */
export function admissionOf(scope: RequestScope, eventId: string, token: string | null | undefined): Admission {
  if (!token) return { refused: 'NONE' };
  const pass = readPass(roomSecret(scope.config, 'pass'), token);
  const key = scope.client.browserKey;
  if (!pass || !key || pass.eventId !== eventId || pass.browserHash !== hashBrowserKey(key)) {
    return { refused: 'INVALID' };
  }
  if (pass.expiresAt <= new Date()) return { refused: 'INVALID' };
  return { entryId: pass.entryId };
}

const REFUSALS = {
  NONE: 'Tickets for this event are sold through its waiting room: join it, and your turn comes in order.',
  INVALID:
    'Your pass from the waiting room is not valid here: it expired, or belongs to another browser. Join the ' +
    'waiting room again.',
};

/**
 * Inside a reserve's transaction, with the event's room as read with the event: no room (or off), nothing to
 * check; on, the reserve needs its pass, or it is refused with where to join. Returns the place and hold length.
 */
export async function requireAdmission(
  line: WaitingLine,
  db: Db,
  room: WaitingRoomRow | null,
  admission: Admission,
): Promise<{ entryId: string; holdMinutes: number } | null> {
  if (!room?.enabled) return null;
  // A pass names a place of this room's present line: one from a line since emptied (switched off and on) is void.
  const place = 'entryId' in admission ? await line.findById(db, room.eventId, admission.entryId) : null;
  if (place) return { entryId: place.id, holdMinutes: room.holdMinutes };
  const event = await findEventById(db, room.eventId);
  const refused = 'refused' in admission ? admission.refused : 'INVALID';
  throw waitingRoom(REFUSALS[refused], joinUrlOf(event?.slug ?? room.eventId));
}

export const joinUrlOf = (slug: string) => `/e/${encodeURIComponent(slug)}/queue`;

/** Joins (or finds the place this browser or account already has) and says where it stands. */
export async function joinedPlace(scope: RequestScope, eventId: string, proof: string): Promise<PlaceView> {
  await joinWaitingRoom(scope, eventId, proof);
  const mine = await myPlace(scope, eventId);
  if (!mine) throw new Error('a place just taken was not found');
  return mine.place;
}
