import type { Db } from '../../db/client.ts';
import { preQueueLine } from './queue-order.ts';
import * as repo from './repo.ts';
import type { WaitingRoomRow } from './tables.ts';

/**
 * At the on-sale (the first caller after it, under the room's lock): the pre-queue's places get their numbers in
 * the order of their random draws, and later arrivals queue behind them. True when the line is drawn.
 */
export async function drawIfOnSale(tx: Db, room: WaitingRoomRow): Promise<boolean> {
  if (room.sequencedAt) return true;
  if (room.opensAt > new Date()) return false;
  const line = preQueueLine(await repo.undrawnEntries(tx, room.eventId));
  await repo.numberEntries(tx, line);
  await repo.setRoomSequenced(tx, room.eventId, line.length + 1);
  return true;
}

/** One draw at a time per event in this process, so a crowd arriving at the on-sale waits on one transaction. */
const drawing = new Map<string, Promise<void>>();

/** Draws the line if the on-sale has come and nobody has yet (any instance). */
export function ensureDrawn(db: Db, eventId: string): Promise<void> {
  const running = drawing.get(eventId);
  if (running) return running;
  const draw = db
    .transaction(async (tx) => {
      const room = await repo.lockRoom(tx, eventId);
      if (room) await drawIfOnSale(tx, room);
    })
    .finally(() => drawing.delete(eventId));
  drawing.set(eventId, draw);
  return draw;
}
