import { setTimeout as sleep } from 'node:timers/promises';
import type { RequestScope } from '../../common/scope.ts';
import type { Db } from '../../db/client.ts';
import { myPlace, viewPlace, type PlaceView } from './admission.ts';
import { ensureDrawn } from './joining.ts';
import * as repo from './repo.ts';
import type { WaitingRoomEntryRow, WaitingRoomRow } from './tables.ts';

/** How often a waiting visitor hears where they stand: often enough to see the line move, cheap for 50,000. */
export const PLACE_UPDATE_MS = 2_000;

/**
 * Each room's row as this instance last read it, at most once a second for everyone waiting on it: a crowd costs
 * the database one read a second, not one per visitor.
 */
const rooms = new Map<string, { row: WaitingRoomRow | null; at: number; reading?: Promise<WaitingRoomRow | null> }>();

async function roomNow(db: Db, eventId: string): Promise<WaitingRoomRow | null> {
  const kept = rooms.get(eventId);
  if (kept && Date.now() - kept.at < 1_000) return kept.row;
  if (kept?.reading) return kept.reading;
  const reading = repo.findRoom(db, eventId).then(
    (row) => {
      rooms.set(eventId, { row, at: Date.now() });
      return row;
    },
    (error: unknown) => {
      // A failed read is not kept: the next update reads again.
      rooms.delete(eventId);
      throw error;
    },
  );
  rooms.set(eventId, { row: kept?.row ?? null, at: kept?.at ?? 0, reading });
  return reading;
}

/**
 * The visitor's place now, then every PLACE_UPDATE_MS (sooner at the on-sale) until they are through, their pass
 * runs out, or they leave. Computed from the room's clock and the place's number: no query per visitor per update.
 */
export async function waitingPlaceChanges(
  scope: RequestScope,
  eventId: string,
  signal: AbortSignal,
): Promise<AsyncIterable<PlaceView | null>> {
  const first = await myPlace(scope, eventId);
  return (async function* (): AsyncGenerator<PlaceView | null> {
    yield first?.place ?? null;
    if (!first || first.place.state === 'ADMITTED' || first.place.state === 'PASS_EXPIRED') return;
    let entry: WaitingRoomEntryRow | null = first.entry;
    while (entry && !signal.aborted) {
      const room = await roomNow(scope.db, eventId);
      if (!room?.enabled) {
        yield null;
        return;
      }
      const untilOnSale = room.opensAt.getTime() - Date.now();
      await sleep(untilOnSale > 0 ? Math.min(PLACE_UPDATE_MS, untilOnSale + 50) : PLACE_UPDATE_MS, undefined, {
        signal,
      }).catch(() => undefined);
      if (signal.aborted) return;
      if (entry.seq === null && room.opensAt.getTime() <= Date.now()) {
        await ensureDrawn(scope.db, eventId);
        entry = await repo.findEntryById(scope.db, entry.id);
        if (!entry) return;
      }
      const place = await viewPlace(scope, (await roomNow(scope.db, eventId)) ?? room, entry);
      yield place;
      if (place.state === 'ADMITTED' || place.state === 'PASS_EXPIRED') return;
    }
  })();
}
