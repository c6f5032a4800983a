import type { AddressInfo } from 'node:net';
import { PLACE_STREAM_PATH } from '@admit/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '../../test/gql/index.ts';
import { subscribeOverSse, subscriptionPayloads } from '../../test/sse.ts';
import { dataOf, publishedEvent } from '../../test/org-fixtures.ts';
import { createTestApi, type TestApi } from '../../test/test-api.ts';
import { configureRoom, joinRoom, newBrowser, onSaleSecondsAgo, roomInput } from '../../test/waiting-room-fixtures.ts';
import { PLACE_UPDATE_MS, TURN_TICK_MS } from './place-feed.ts';

/*
 * Visitors hear their turn as it comes, not a round's worth at once: at 300 a minute a round (every 2 s) let ten
 * through together, and those ten reached checkout in the same instant and queued there.
 */

const TURN = graphql(`
  subscription TurnComes($eventId: ID!) {
    waitingPlaceChanged(eventId: $eventId) {
      state
    }
  }
`);

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi({ WAITING_ROOM_PROOF_ZEROS: '1' });
});
afterAll(() => api?.close());

/** When the stream first says ADMITTED, in ms since `since`. */
async function admittedAfter(response: Response, since: number): Promise<number> {
  const next = subscriptionPayloads<{ state: string }>(response.body, 'waitingPlaceChanged');
  for (;;) if ((await next()).state === 'ADMITTED') return Date.now() - since;
}

describe('a turn between two rounds', () => {
  it('is heard within a tick of coming, so a round of admissions is spread over the round', async () => {
    const owner = (await api.newAccount('turns-owner')).idToken;
    const { event } = await publishedEvent(api, owner);
    await configureRoom(api, owner, event.id, roomInput({ admitPerMinute: 300 }));
    const browsers = Array.from({ length: 15 }, () => newBrowser());
    for (const browser of browsers) dataOf(await joinRoom(api, event.id, browser));
    await api.app.listen({ host: '127.0.0.1', port: 0 });
    const origin = `http://127.0.0.1:${(api.app.server.address() as AddressInfo).port}`;
    const stop = new AbortController();
    try {
      await onSaleSecondsAgo(api.database.db, event.id, 0);
      const opened = Date.now();
      const streams = await Promise.all(
        browsers.map((b) =>
          subscribeOverSse(origin, TURN, { eventId: event.id }, null, stop.signal, b.headers, PLACE_STREAM_PATH),
        ),
      );
      const heard = (await Promise.all(streams.map((s) => admittedAfter(s, opened)))).sort((a, b) => a - b);
      // Moments at which someone heard their turn, told apart by more than half a tick: a round every 2 s alone
      // gives two or three over these 3 s; ticks give one per tick with someone due.
      const moments = heard.filter((at, i) => i === 0 || at - (heard[i - 1] ?? 0) > TURN_TICK_MS / 2);
      expect(moments.length).toBeGreaterThanOrEqual(6);
      // And nobody hears it later than a tick after the slowest round would have told them.
      expect(heard.at(-1)).toBeLessThan(3_000 + PLACE_UPDATE_MS);
    } finally {
      stop.abort();
    }
  }, 30_000);
});
