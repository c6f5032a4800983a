import { notFound } from '../../common/errors.ts';
import type { Db } from '../../db/client.ts';
import { oneAtATime, type WaitingLine } from './line.ts';
import { preQueueLine } from './queue-order.ts';
import * as repo from './repo.ts';
import type { WaitingRoomRow } from './tables.ts';

/**
 * At the on-sale (the first caller after it, under the room's lock): the pre-queue's places get their numbers in
 * the order of their random draws, and later arrivals queue behind them. True when the line is drawn.
 */
async function drawIfOnSale(tx: Db, room: WaitingRoomRow): Promise<boolean> {
  if (room.sequencedAt) return true;
  if (room.opensAt > new Date()) return false;
  const line = preQueueLine(await repo.undrawnEntries(tx, room.eventId));
  await repo.numberEntries(tx, line);
  await repo.setRoomSequenced(tx, room.eventId, line.length + 1);
  return true;
}

/**
 * The line in PostgreSQL: a row per place (waiting_room_entries); the draw and the next number are kept on the
 * room's row, whose lock joins and the draw take turns on.
 */
export function postgresLine(): WaitingLine {
  const drawing = oneAtATime();
  return {
    kind: 'postgres',
    find: (db, eventId, who) => repo.findEntry(db, eventId, who),
    findById: async (db, eventId, id) => {
      const entry = await repo.findEntryById(db, id);
      return entry?.eventId === eventId ? entry : null;
    },
    numbers: (db, _eventId, ids) => repo.entryNumbers(db, ids),
    proofUsed: (db, _eventId, proof) => repo.proofUsed(db, proof),
    join: (db, room, place, replacing) =>
      db.transaction(async (tx) => {
        const locked = await repo.lockRoom(tx, room.eventId);
        if (!locked) throw notFound('Waiting room');
        if (replacing) await repo.deleteEntry(tx, replacing);
        const drawn = await drawIfOnSale(tx, locked);
        const inserted = await repo.insertEntry(tx, place);
        if (!inserted || !drawn) return inserted;
        const seq = await repo.takeNextSeq(tx, room.eventId);
        await repo.setEntrySeq(tx, inserted.id, seq);
        return { ...inserted, seq };
      }),
    ensureDrawn: (db, room) =>
      drawing(room.eventId, () =>
        db.transaction(async (tx) => {
          const locked = await repo.lockRoom(tx, room.eventId);
          if (locked) await drawIfOnSale(tx, locked);
        }),
      ),
    isDrawn: async (_db, room) => !!room.sequencedAt,
    async markAdmitted(db, _eventId, ids, at) {
      const noted = new Map<string, Date>(ids.map((id) => [id, at]));
      for (const row of await repo.markAdmitted(db, ids, at)) noted.set(row.id, row.admittedAt ?? at);
      return noted;
    },
    counts: (db, eventId) => repo.roomCounts(db, eventId),
    clear: (db, eventId) => repo.clearEntries(db, eventId),
    close: async () => undefined,
  };
}
