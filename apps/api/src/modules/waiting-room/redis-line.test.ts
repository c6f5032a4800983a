import { randomInt, randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.ts';
import { startRedisServer } from '../../test/redis-server.ts';
import type { NewPlace, WaitingLine } from './line.ts';
import { preQueueLine } from './queue-order.ts';
import { redisLine } from './redis-line.ts';
import type { WaitingRoomRow } from './tables.ts';

/*
 * The line in Redis (REDIS_URL), against a real redis-server: the on-sale's draw numbers the pre-queue in
 * preQueueLine's order, later arrivals queue behind, one place per browser, account and answer, and an emptied
 * line forgets its places. The API's waiting-room tests run on it as well (waiting-room.test.ts, room-at-scale).
 */

let redis: Awaited<ReturnType<typeof startRedisServer>>;
let line: WaitingLine;
beforeAll(async () => {
  redis = await startRedisServer();
  line = redisLine(redis.url, (error) => {
    throw error;
  });
});
afterAll(async () => {
  await line?.close();
  await redis?.stop();
});

// The Redis line never touches the database it is handed.
const db = new Proxy({} as Db, {
  get: () => {
    throw new Error('the Redis line read the database');
  },
});

function roomOf(opensAt: Date): WaitingRoomRow {
  return {
    eventId: randomUUID(),
    enabled: true,
    opensAt,
    preQueueMinutes: 15,
    admitPerMinute: 60,
    ratePerMinute: 60,
    admittedBase: 0,
    rateSince: opensAt,
    holdMinutes: 5,
    autoArrivalsPerMinute: null,
    sequencedAt: null,
    nextSeq: 1,
    updatedAt: new Date(),
  };
}

const placeFor = (room: WaitingRoomRow, over: Partial<NewPlace> = {}): NewPlace => ({
  eventId: room.eventId,
  browserHash: randomUUID(),
  userId: null,
  addressGroup: '127.0.0.1',
  // Small draws, so that ties happen and the id must break them as preQueueLine does.
  draw: randomInt(0, 50),
  proof: randomUUID(),
  ...over,
});

const inFuture = () => new Date(Date.now() + 60_000);

describe('the line in Redis', () => {
  it('draws the pre-queue in preQueueLine’s order at the on-sale, and numbers later arrivals behind it', async () => {
    const room = roomOf(inFuture());
    const joined = [];
    for (let i = 0; i < 200; i++) joined.push(await line.join(db, room, placeFor(room), null));
    expect(joined.every((p) => p?.seq === null)).toBe(true);
    expect(await line.isDrawn(db, room)).toBe(false);

    const opened = { ...room, opensAt: new Date(Date.now() - 1) };
    await line.ensureDrawn(db, opened);
    const expected = preQueueLine(joined.map((p) => ({ id: p?.id ?? '', draw: p?.draw ?? 0 })));
    const numbers = await line.numbers(db, room.eventId, expected);
    expect(numbers.map((n) => n.seq)).toEqual(expected.map((_, i) => i + 1));
    expect(await line.isDrawn(db, opened)).toBe(true);

    const late = await line.join(db, opened, placeFor(room), null);
    expect(late?.seq).toBe(201);
    expect(await line.counts(db, room.eventId)).toEqual({ joined: 201, inLine: 201 });
  });

  it('draws past a place whose keys expired, numbering the rest without a gap, and keeps the line expiring', async () => {
    const room = roomOf(inFuture());
    const places = [];
    for (let i = 0; i < 3; i++) places.push(await line.join(db, room, placeFor(room, { draw: i }), null));
    const client = new Redis(redis.url);
    try {
      // As if the middle place's key had expired before the on-sale (its id still in the pre-queue's set).
      await client.del(`admit:wr:{${room.eventId}}:0:p:${places[1]?.id}`);
      await line.ensureDrawn(db, { ...room, opensAt: new Date(Date.now() - 1) });
      const ids = places.map((p) => p?.id ?? '');
      expect(await line.numbers(db, room.eventId, ids)).toEqual([
        { id: ids[0], seq: 1 },
        { id: ids[2], seq: 2 },
      ]);
      expect((await line.counts(db, room.eventId)).inLine).toBe(2);
      expect(await client.ttl(`admit:wr:{${room.eventId}}:0:line`)).toBeGreaterThan(0);
    } finally {
      client.disconnect();
    }
  });

  it('keeps one place per browser, account and answer, and gives a returning browser a new one only in its stead', async () => {
    const room = roomOf(new Date(Date.now() - 1));
    const first = await line.join(db, room, placeFor(room, { userId: randomUUID() }), null);
    if (!first) throw new Error('the first place was not taken');
    expect(first.seq).toBe(1);
    expect(await line.join(db, room, placeFor(room, { browserHash: first.browserHash }), null)).toBeNull();
    expect(await line.join(db, room, placeFor(room, { userId: first.userId }), null)).toBeNull();
    expect(await line.join(db, room, placeFor(room, { proof: first.proof }), null)).toBeNull();
    expect(await line.proofUsed(db, room.eventId, first.proof)).toBe(true);
    expect((await line.find(db, room.eventId, { browserHash: 'elsewhere', userId: first.userId }))?.id).toBe(first.id);

    const again = await line.join(db, room, placeFor(room, { browserHash: first.browserHash }), first.id);
    expect(again?.seq).toBe(2);
    expect(await line.findById(db, room.eventId, first.id)).toBeNull();
    expect((await line.find(db, room.eventId, { browserHash: first.browserHash, userId: null }))?.id).toBe(again?.id);
    expect(await line.counts(db, room.eventId)).toEqual({ joined: 1, inLine: 1 });
  });

  it('keeps the first admission, and forgets every place when the line is emptied', async () => {
    const room = roomOf(new Date(Date.now() - 1));
    const place = await line.join(db, room, placeFor(room), null);
    if (!place) throw new Error('no place taken');
    const first = new Date(Date.now() - 5_000);
    const noted = async (at: Date) => (await line.markAdmitted(db, room.eventId, [place.id], at)).get(place.id);
    expect((await noted(first))?.getTime()).toBe(first.getTime());
    expect((await noted(new Date()))?.getTime()).toBe(first.getTime());
    // Several at once, as a round of the feed notes them: a place gone from the line is answered with the time given.
    const gone = randomUUID();
    const both = await line.markAdmitted(db, room.eventId, [place.id, gone], new Date());
    expect([both.get(place.id)?.getTime(), both.get(gone)?.getTime() !== undefined]).toEqual([first.getTime(), true]);
    expect((await line.findById(db, room.eventId, place.id))?.admittedAt?.getTime()).toBe(first.getTime());

    await line.clear(db, room.eventId);
    expect(await line.findById(db, room.eventId, place.id)).toBeNull();
    expect(await line.counts(db, room.eventId)).toEqual({ joined: 0, inLine: 0 });
    expect(await line.isDrawn(db, room)).toBe(false);
    // The same browser joins the fresh line, drawn anew from its first arrival.
    const fresh = await line.join(db, room, placeFor(room, { browserHash: place.browserHash }), null);
    expect(fresh?.seq).toBe(1);
  });
});
