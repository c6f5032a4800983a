import type { AddressInfo } from 'node:net';
import { PLACE_STREAM_PATH } from '@admit/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '../../test/gql/index.ts';
import { subscribeOverSse, subscriptionPayloads } from '../../test/sse.ts';
import { reserve } from '../../test/checkout-fixtures.ts';
import { dataOf, errorOf, present, publishedEvent, utcLocal } from '../../test/org-fixtures.ts';
import { createTestApi, type TestApi } from '../../test/test-api.ts';
import { startRedisServer } from '../../test/redis-server.ts';
import {
  CONFIGURE_ROOM,
  configureRoom,
  expirePasses,
  roomCounts,
  joinRoom,
  MY_PLACE,
  newBrowser,
  onSaleSecondsAgo,
  roomInput,
  solveProof,
  JOIN_ROOM,
} from '../../test/waiting-room-fixtures.ts';

/*
 * The waiting room as buyers and organizers meet it: checkout refuses a reserve without the room's pass, places
 * are drawn at random at the on-sale and let through at the set rate, and a pass admits one checkout at a time,
 * from the browser it was given to. Proofs of work are easy here (one zero digit) so tests join in milliseconds.
 */

const PLACE_CHANGED = graphql(`
  subscription PlaceChanged($eventId: ID!) {
    waitingPlaceChanged(eventId: $eventId) {
      state
      position
      admissionToken
    }
  }
`);

let api: TestApi;
let owner: string;

// Every test runs with the line in the database, then in Redis (REDIS_URL: a redis-server of the test's own).
describe.each([{ lineIn: 'the database' }, { lineIn: 'Redis' }])('with the line in $lineIn', ({ lineIn }) => {
  let redis: Awaited<ReturnType<typeof startRedisServer>> | null = null;
  beforeAll(async () => {
    redis = lineIn === 'Redis' ? await startRedisServer() : null;
    api = await createTestApi({
      WAITING_ROOM_PROOF_ZEROS: '1',
      RATE_LIMITS: 'joinWaitingRoom=8/600,createOrganization=1000/3600',
      ...(redis ? { REDIS_URL: redis.url } : {}),
    });
    owner = (await api.newAccount('room-owner')).idToken;
    // The line is where the block says: REDIS_URL moves it out of the database.
    expect(api.app.checkout.backends.waitingLine.kind).toBe(redis ? 'redis' : 'postgres');
  });
  afterAll(async () => {
    await api?.close();
    await redis?.stop();
  });

  const place = async (eventId: string, browser: { headers: Record<string, string> }) =>
    present(dataOf(await api.graphql(MY_PLACE, { variables: { eventId }, headers: browser.headers })).myWaitingPlace);

  describe('the room’s settings', () => {
    // Guards: the bounds named on their fields, and the role check on the server.
    it('refuses a rate of zero and a window over a day by field, and anyone but the organizer', async () => {
      const { event } = await publishedEvent(api, owner);
      const bad = async (input: ReturnType<typeof roomInput>, token = owner) =>
        errorOf(await api.graphql(CONFIGURE_ROOM, { token, variables: { eventId: event.id, input } }));
      expect(await bad(roomInput({ admitPerMinute: 0 }))).toMatchObject({
        code: 'BAD_USER_INPUT',
        field: 'admitPerMinute',
      });
      expect(await bad(roomInput({ preQueueMinutes: 1441 }))).toMatchObject({ field: 'preQueueMinutes' });
      expect(await bad(roomInput({ holdMinutes: 0 }))).toMatchObject({ field: 'holdMinutes' });
      const stranger = (await api.newAccount('room-stranger')).idToken;
      expect(await bad(roomInput(), stranger)).toMatchObject({ code: 'FORBIDDEN' });
      const saved = await configureRoom(api, owner, event.id, roomInput({ admitPerMinute: 120 }));
      expect(saved).toMatchObject({ enabled: true, admitPerMinute: 120, ratePerMinute: 120, joined: 0, admitted: 0 });
    });
  });

  describe('checkout behind the room', () => {
    // Guards: no pass, a forged pass and another browser's pass are all refused with where to join; off, no pass needed.
    it('refuses a reserve without a valid pass with WAITING_ROOM and the join URL', async () => {
      const { event, ticketType } = await publishedEvent(api, owner);
      const lines = [{ ticketTypeId: ticketType.id, quantity: 1 }];
      await configureRoom(api, owner, event.id);
      const none = errorOf(await reserve(api, event.id, lines));
      expect(none.code).toBe('WAITING_ROOM');
      const res = await reserve(api, event.id, lines, {
        admissionToken: 'forged.token',
        headers: newBrowser().headers,
      });
      expect(res.body.errors?.[0]?.extensions).toMatchObject({
        code: 'WAITING_ROOM',
        joinUrl: `/e/${event.slug}/queue`,
      });

      const browser = newBrowser();
      dataOf(await joinRoom(api, event.id, browser));
      await onSaleSecondsAgo(api.database.db, event.id, 5);
      const token = present((await place(event.id, browser)).admissionToken);
      const elsewhere = errorOf(
        await reserve(api, event.id, lines, { admissionToken: token, headers: newBrowser().headers }),
      );
      expect(elsewhere.code).toBe('WAITING_ROOM');
      expect(elsewhere.message).toMatch(/another browser/);

      await configureRoom(api, owner, event.id, roomInput({ enabled: false }));
      dataOf(await reserve(api, event.id, lines));
    });

    // Guards: a pass admits one checkout at a time, and its holds are the room's (shorter) length.
    it('lets an admitted browser hold once, for the room’s hold length, and not twice at once', async () => {
      const { event, ticketType } = await publishedEvent(api, owner);
      await configureRoom(api, owner, event.id, roomInput({ holdMinutes: 5 }));
      const browser = newBrowser();
      dataOf(await joinRoom(api, event.id, browser));
      await onSaleSecondsAgo(api.database.db, event.id, 5);
      const mine = await place(event.id, browser);
      expect(mine).toMatchObject({ state: 'ADMITTED', position: 0 });
      const options = { admissionToken: present(mine.admissionToken), headers: browser.headers };
      const lines = [{ ticketTypeId: ticketType.id, quantity: 2 }];
      const held = dataOf(await reserve(api, event.id, lines, options)).reserveTickets.order;
      expect(held.holdSecondsLeft).toBeGreaterThan(4.5 * 60);
      expect(held.holdSecondsLeft).toBeLessThanOrEqual(5 * 60);
      expect(errorOf(await reserve(api, event.id, lines, options))).toMatchObject({ code: 'CONFLICT' });
    });
  });

  describe('places in line', () => {
    // Guards: the pre-queue has no order until the on-sale; then every place has a number, let through at the rate.
    it('draws the pre-queue at the on-sale and lets places through at the set rate', async () => {
      const { event } = await publishedEvent(api, owner);
      await configureRoom(api, owner, event.id, roomInput({ admitPerMinute: 60 }));
      const browsers = Array.from({ length: 6 }, () => newBrowser());
      for (const browser of browsers) {
        expect(dataOf(await joinRoom(api, event.id, browser)).joinWaitingRoom).toMatchObject({
          state: 'PRE_QUEUE',
          position: null,
        });
      }
      // 2.5 s after the on-sale at one a second: two through, the rest 1…4 in line.
      await onSaleSecondsAgo(api.database.db, event.id, 2.5);
      const places = await Promise.all(browsers.map((b) => place(event.id, b)));
      expect(places.filter((p) => p.state === 'ADMITTED')).toHaveLength(2);
      const waiting = places.filter((p) => p.state === 'WAITING').map((p) => p.position);
      expect(waiting.sort()).toEqual([1, 2, 3, 4]);
      expect(places.find((p) => p.position === 4)?.waitSeconds).toBe(4);

      // After the on-sale, first come, first served: the next arrival is behind everyone.
      const late = dataOf(await joinRoom(api, event.id)).joinWaitingRoom;
      expect(late).toMatchObject({ state: 'WAITING', position: 5 });
    });

    // Guards: one place per browser and per account, never a new draw by coming back.
    it('gives a browser, or an account on another browser, the place it already has', async () => {
      const { event } = await publishedEvent(api, owner);
      await configureRoom(api, owner, event.id);
      const buyer = (await api.newAccount('room-buyer')).idToken;
      const browser = newBrowser();
      dataOf(await joinRoom(api, event.id, browser, { token: buyer }));
      dataOf(await joinRoom(api, event.id, browser));
      dataOf(await joinRoom(api, event.id, newBrowser(), { token: buyer }));
      const counts = await configureRoom(api, owner, event.id);
      expect(counts.joined).toBe(1);
    });
  });

  describe('a live room', () => {
    // Guards: a quiet spell banks no places: a newcomer to an empty line waits their turn at the rate.
    it('lets a newcomer to an empty line through at the rate, not at once', async () => {
      const { event } = await publishedEvent(api, owner);
      await configureRoom(api, owner, event.id, roomInput({ admitPerMinute: 6 }));
      dataOf(await joinRoom(api, event.id));
      await onSaleSecondsAgo(api.database.db, event.id, 600);
      const late = dataOf(await joinRoom(api, event.id)).joinWaitingRoom;
      expect(late).toMatchObject({ state: 'WAITING', position: 1 });
    });

    // Guards: a room switched off and on again draws a fresh line: passes from the old one no longer check out.
    it('voids the passes of a line emptied by switching the room off and on', async () => {
      const { event, ticketType } = await publishedEvent(api, owner);
      await configureRoom(api, owner, event.id);
      const browser = newBrowser();
      dataOf(await joinRoom(api, event.id, browser));
      await onSaleSecondsAgo(api.database.db, event.id, 5);
      const token = present((await place(event.id, browser)).admissionToken);
      await configureRoom(api, owner, event.id, roomInput({ enabled: false }));
      await configureRoom(api, owner, event.id, roomInput({ enabled: true }));
      const lines = [{ ticketTypeId: ticketType.id, quantity: 1 }];
      const res = await reserve(api, event.id, lines, { admissionToken: token, headers: browser.headers });
      expect(errorOf(res).code).toBe('WAITING_ROOM');
    });

    // Guards: the organizer can change a live room's rate (its on-sale, set "now", is the minute the form shows), and
    // a visitor whose turn ran out joins again at the end of the line.
    it('takes a new rate while live, and gives a new place to a pass that ran out', async () => {
      const { event } = await publishedEvent(api, owner);
      const saved = await configureRoom(api, owner, event.id, roomInput({ opensAt: utcLocal(0) }));
      const browser = newBrowser();
      dataOf(await joinRoom(api, event.id, browser));
      dataOf(await joinRoom(api, event.id));
      const changed = await configureRoom(
        api,
        owner,
        event.id,
        roomInput({ opensAt: saved.opensAtLocal, admitPerMinute: 90 }),
      );
      expect(changed.admitPerMinute).toBe(90);

      await onSaleSecondsAgo(api.database.db, event.id, 60);
      expect((await place(event.id, browser)).state).toBe('ADMITTED');
      await expirePasses(api, event.id);
      expect((await place(event.id, browser)).state).toBe('PASS_EXPIRED');
      const again = dataOf(await joinRoom(api, event.id, browser)).joinWaitingRoom;
      expect(again.state).not.toBe('PASS_EXPIRED');
      // The ran-out place made way for the new one: two places, not three.
      expect((await roomCounts(api, owner, event.slug)).joined).toBe(2);
    });
  });

  describe('the place, pushed', () => {
    // Guards: the waiting page's updates arrive over SSE, the place falling as the line moves, until the pass comes.
    // At /graphql (Yoga) and at the waiting page's own path (the lean stream): the same places, from the same feed.
    it.each(['/graphql', PLACE_STREAM_PATH])(
      'pushes the place over SSE at %s until it is through, with the pass',
      async (path) => {
        const { event } = await publishedEvent(api, owner);
        await configureRoom(api, owner, event.id, roomInput({ admitPerMinute: 12 }));
        const browsers = Array.from({ length: 3 }, () => newBrowser());
        for (const browser of browsers) dataOf(await joinRoom(api, event.id, browser));
        await onSaleSecondsAgo(api.database.db, event.id, 0);
        const places = await Promise.all(browsers.map((b) => place(event.id, b)));
        const last = browsers[places.findIndex((p) => p.position === 3)] ?? newBrowser();
        if (!api.app.server.listening) await api.app.listen({ host: '127.0.0.1', port: 0 });
        const origin = `http://127.0.0.1:${(api.app.server.address() as AddressInfo).port}`;
        const stop = new AbortController();
        try {
          const res = await subscribeOverSse(
            origin,
            PLACE_CHANGED,
            { eventId: event.id },
            null,
            stop.signal,
            last.headers,
            path,
          );
          const next = subscriptionPayloads<{ state: string; position: number | null; admissionToken: string | null }>(
            res.body,
            'waitingPlaceChanged',
          );
          const seen: (number | null)[] = [];
          for (;;) {
            const update = await next();
            seen.push(update.position);
            if (update.state === 'ADMITTED') {
              expect(update.admissionToken).toEqual(expect.any(String));
              break;
            }
          }
          expect(seen[0]).toBe(3);
          expect(seen).toContain(1);
          expect(seen.at(-1)).toBe(0);
        } finally {
          stop.abort();
        }
      },
      30_000,
    );
  });

  describe('bots', () => {
    // Guards: a wrong answer and a reused one are refused on the proof field.
    it('refuses a wrong proof and a proof used twice', async () => {
      const { event } = await publishedEvent(api, owner);
      await configureRoom(api, owner, event.id);
      const browser = newBrowser();
      const proof = await solveProof(api, event.id, browser);
      const payload = JSON.parse(Buffer.from(proof, 'base64').toString('utf8'));
      payload.solution.counter += 1;
      payload.solution.derivedKey = 'ff'.repeat(32);
      const wrong = Buffer.from(JSON.stringify(payload)).toString('base64');
      const join = (p: string, b = browser) =>
        api.graphql(JOIN_ROOM, { variables: { eventId: event.id, proof: p }, headers: b.headers });
      expect(errorOf(await join(wrong))).toMatchObject({ code: 'BAD_USER_INPUT', field: 'proof' });
      dataOf(await join(proof));
      expect(errorOf(await join(proof, newBrowser()))).toMatchObject({ field: 'proof', message: /already used/ });
    });

    // Guards: the joining limit counts an IPv6 /64 as one address, so new addresses in one block gain nothing.
    it('limits places per /64, whatever the address within it', async () => {
      const { event } = await publishedEvent(api, owner);
      await configureRoom(api, owner, event.id);
      const codes: (string | undefined)[] = [];
      for (let i = 1; i <= 9; i++) {
        const browser = newBrowser();
        const proof = await solveProof(api, event.id, browser);
        const res = await api.inject({
          method: 'POST',
          url: '/graphql',
          remoteAddress: `2001:db8:7:1::${i.toString(16)}`,
          headers: { 'content-type': 'application/json', ...browser.headers },
          payload: {
            query: `mutation($e: ID!, $p: String!) { joinWaitingRoom(eventId: $e, proof: $p) { state } }`,
            variables: { e: event.id, p: proof },
          },
        });
        codes.push(res.json<{ errors?: { extensions: { code: string } }[] }>().errors?.[0]?.extensions.code);
      }
      expect(codes).toEqual([...Array<undefined>(8).fill(undefined), 'RATE_LIMITED']);
    });
  });
});
