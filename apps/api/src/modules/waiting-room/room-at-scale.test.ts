import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataOf, present, publishedEvent } from '../../test/org-fixtures.ts';
import { startRedisServer } from '../../test/redis-server.ts';
import { createTestApi, type TestApi } from '../../test/test-api.ts';
import {
  configureRoom,
  joinRoom,
  MY_PLACE,
  newBrowser,
  onSaleSecondsAgo,
  roomInput,
} from '../../test/waiting-room-fixtures.ts';

/*
 * 2,000 visitors join one room through two instances on one PostgreSQL database (the line in it, or in Redis); at
 * the on-sale the line is drawn once, and the room lets people through at the organizer's rate, each place once, whichever instance is asked.
 */

const JOINERS = 2_000;
const RATE = 1_200; // a minute: 20 a second
// Every joiner here shares one address: the per-address joining limit would refuse the crowd itself.
const ENV = { WAITING_ROOM_PROOF_ZEROS: '1', RATE_LIMITS: 'joinWaitingRoom=100000/600' };

let apis: TestApi[];

const instance = (i: number) => apis[i % 2] as TestApi;

/** Runs `work` for 0…n-1, `width` at a time. */
async function inBatches<T>(n: number, width: number, work: (i: number) => Promise<T>): Promise<T[]> {
  const out: T[] = [];
  for (let start = 0; start < n; start += width) {
    out.push(...(await Promise.all(Array.from({ length: Math.min(width, n - start) }, (_, k) => work(start + k)))));
  }
  return out;
}

// The line in the database, then in Redis (REDIS_URL, shared by both instances: a redis-server of the test's own).
describe.each([{ lineIn: 'the database' }, { lineIn: 'Redis' }])(
  'a crowd across two instances, the line in $lineIn',
  ({ lineIn }) => {
    let redis: Awaited<ReturnType<typeof startRedisServer>> | null = null;
    beforeAll(async () => {
      redis = lineIn === 'Redis' ? await startRedisServer() : null;
      const env = { ...ENV, ...(redis ? { REDIS_URL: redis.url } : {}) };
      const first = await createTestApi(env, { postgres: true });
      apis = [first, await createTestApi(env, { sharing: first })];
      expect(first.app.checkout.backends.waitingLine.kind).toBe(redis ? 'redis' : 'postgres');
    });
    afterAll(async () => {
      for (const api of apis ?? []) await api.close();
      await redis?.stop();
    });

    it('admits 2,000 joiners at the set rate (±10%), each place once', async () => {
      const owner = (await instance(0).newAccount('crowd-owner')).idToken;
      const { event } = await publishedEvent(instance(0), owner);
      await configureRoom(instance(0), owner, event.id, roomInput({ admitPerMinute: RATE }));
      const browsers = Array.from({ length: JOINERS }, () => newBrowser());
      await inBatches(JOINERS, 50, async (i) => dataOf(await joinRoom(instance(i), event.id, browsers[i])));

      await onSaleSecondsAgo(instance(0).database.db, event.id, 0);
      const opened = Date.now();
      await new Promise((r) => setTimeout(r, 8_000));
      const sweepStart = (Date.now() - opened) / 1000;
      const places = await inBatches(JOINERS, 100, async (i) => {
        const res = await instance(i + 1).graphql(MY_PLACE, {
          variables: { eventId: event.id },
          headers: browsers[i]?.headers,
        });
        return present(dataOf(res).myWaitingPlace);
      });
      const sweepEnd = (Date.now() - opened) / 1000;

      const admitted = places.filter((p) => p.state === 'ADMITTED');
      expect(admitted.length).toBeGreaterThanOrEqual(Math.floor((RATE / 60) * sweepStart * 0.9));
      expect(admitted.length).toBeLessThanOrEqual(Math.ceil((RATE / 60) * sweepEnd * 1.1));
      // Each place once: every pass names a different place, and the line's positions never repeat.
      const passes = admitted.map((p) => present(p.admissionToken).split('.')[0]);
      expect(new Set(passes).size).toBe(admitted.length);
      const waiting = places.filter((p) => p.state === 'WAITING').map((p) => present(p.position));
      expect(waiting.length + admitted.length).toBe(JOINERS);
      expect(Math.min(...waiting)).toBeGreaterThanOrEqual(1);
    }, 180_000);
  },
);
