import net from 'node:net';
import { PLACE_STREAM_PATH, takeSseEvents } from '@admit/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError } from '../config.ts';
import { reserve } from '../test/checkout-fixtures.ts';
import { dataOf, present, publishedEvent } from '../test/org-fixtures.ts';
import { createTestApi, type TestApi } from '../test/test-api.ts';
import { configureRoom, joinRoom, newBrowser, onSaleSecondsAgo, roomInput } from '../test/waiting-room-fixtures.ts';
import { startWaitingStream, type WaitingStreamServer } from './main.ts';

/*
 * The waiting room's stream process, the lean answer to the waiting page's subscription that a deployment runs beside
 * the API for a big crowd: on a PostgreSQL database the API also uses, it streams the same places, signs passes
 * checkout takes, ends when the room closes, and refuses anything that is not that one subscription.
 */

// The waiting page's own document (apps/web/src/features/waiting-room/room-api.ts).
const PAGE_QUERY = `subscription($e: ID!) { waitingPlaceChanged(eventId: $e) { state position waitSeconds admissionToken } }`;

type Place = { state: string; position: number | null; admissionToken: string | null };

let api: TestApi;
let owner: string;
let stream: WaitingStreamServer;
beforeAll(async () => {
  api = await createTestApi(
    { WAITING_ROOM_PROOF_ZEROS: '1', RATE_LIMITS: 'joinWaitingRoom=100/600,createOrganization=1000/3600' },
    { postgres: true },
  );
  owner = (await api.newAccount('stream-owner')).idToken;
  stream = await startWaitingStream({ ...api.config, host: '127.0.0.1' }, 0);
}, 60_000);
afterAll(async () => {
  await stream?.close();
  await api?.close();
});

const post = (body: string, headers: Record<string, string>, method = 'POST') =>
  fetch(`${stream.url}${PLACE_STREAM_PATH}`, {
    method,
    headers: { accept: 'text/event-stream', ...headers },
    ...(method === 'POST' ? { body } : {}),
  });

const asked = (query: string, variables: object = {}) => JSON.stringify({ query, variables });
const json = { 'content-type': 'application/json' };

/** The stream's events until it completes (or ends without completing: then nothing more): each place pushed (null when the room closed), then 'complete'. */
async function* placesOf(res: Response): AsyncGenerator<Place | null | 'complete'> {
  expect(res.status).toBe(200);
  expect(res.headers.get('cache-control')).toBe('private, no-store');
  // Read here rather than with test/sse.ts's reader, which leaves out events without data, as `complete` is.
  const decoder = new TextDecoder();
  let text = '';
  for await (const chunk of present(res.body)) {
    const taken = takeSseEvents(text + decoder.decode(chunk, { stream: true }));
    text = taken.rest;
    for (const event of taken.events) {
      if (event.event === 'complete') return yield 'complete';
      const payload = JSON.parse(event.data) as { data: { waitingPlaceChanged: Place | null } };
      yield payload.data.waitingPlaceChanged;
    }
  }
}

describe('the stream process', () => {
  // Guards: a visitor's place falls as the line moves, and the pass the process signs is one checkout takes.
  it('pushes the place until it is through, with a pass checkout takes', async () => {
    const { event, ticketType } = await publishedEvent(api, owner);
    await configureRoom(api, owner, event.id, roomInput({ admitPerMinute: 12 }));
    const browsers = [newBrowser(), newBrowser()];
    for (const browser of browsers) dataOf(await joinRoom(api, event.id, browser));
    await onSaleSecondsAgo(api.database.db, event.id, 0);
    // Both wait at once, as two phones do (one let through each 5 s): each hears its place fall until it is through,
    // then the stream ends.
    const follow = async (browser: ReturnType<typeof newBrowser>) => {
      const res = await post(asked(PAGE_QUERY, { e: event.id }), { ...json, ...browser.headers });
      const seen: (number | null)[] = [];
      let token: string | null = null;
      for await (const place of placesOf(res)) {
        if (place === 'complete') break;
        seen.push(present(place).position);
        if (place?.state === 'ADMITTED') token = present(place.admissionToken);
      }
      return { browser, seen, token };
    };
    const followed = await Promise.all(browsers.map(follow));
    const second = present(followed.find((f) => f.seen[0] === 2));
    expect(second.seen).toEqual(expect.arrayContaining([2, 1, 0]));
    expect(second.seen.at(-1)).toBe(0);
    expect(followed.every((f) => f.token !== null)).toBe(true);
    const { browser, token } = second;
    const lines = [{ ticketTypeId: ticketType.id, quantity: 1 }];
    const held = dataOf(
      await reserve(api, event.id, lines, { admissionToken: present(token), headers: browser.headers }),
    );
    expect(held.reserveTickets.order.status).toBe('RESERVED');
  }, 30_000);

  // Guards: switching the room off tells every waiting page at once (a null place), and their streams end.
  it('ends with a null place when the organizer switches the room off', async () => {
    const { event } = await publishedEvent(api, owner);
    await configureRoom(api, owner, event.id);
    const browser = newBrowser();
    dataOf(await joinRoom(api, event.id, browser));
    const places = placesOf(await post(asked(PAGE_QUERY, { e: event.id }), { ...json, ...browser.headers }));
    expect((await places.next()).value).toMatchObject({ state: 'PRE_QUEUE' });
    expect(stream.feed.following).toBe(1);
    await configureRoom(api, owner, event.id, roomInput({ enabled: false }));
    expect((await places.next()).value).toBeNull();
    expect((await places.next()).value).toBe('complete');
    expect(stream.feed.following).toBe(0);
  }, 20_000);

  // Guards: a browser with no place hears null at once, as /graphql answers it.
  it('answers a browser without a place with null, and ends', async () => {
    const { event } = await publishedEvent(api, owner);
    await configureRoom(api, owner, event.id);
    const places = placesOf(await post(asked(PAGE_QUERY, { e: event.id }), { ...json, ...newBrowser().headers }));
    expect((await places.next()).value).toBeNull();
    expect((await places.next()).value).toBe('complete');
  });

  // Guards: the one subscription and nothing else, the CSRF rule of /graphql, and the browser's key, each named.
  it('refuses other operations, a missing key and a cross-site request, with codes', async () => {
    const key = newBrowser().headers;
    const refusal = async (res: Response, status: number) => {
      expect(res.status).toBe(status);
      const body = (await res.json()) as { errors: { message: string; extensions: object }[] };
      return body.errors[0];
    };
    expect(await refusal(await post(asked('{ viewer { id } }'), { ...json, ...key }), 400)).toMatchObject({
      extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
    });
    const withFragment = 'subscription { waitingPlaceChanged(eventId: "x") { ... on WaitingPlace { state } } }';
    expect(await refusal(await post(asked(withFragment), { ...json, ...key }), 400)).toMatchObject({
      extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
    });
    const unknownField = 'subscription { waitingPlaceChanged(eventId: "x") { state secret } }';
    expect((await refusal(await post(asked(unknownField), { ...json, ...key }), 400))?.message).toContain('secret');
    expect(await refusal(await post(asked('subscription {'), { ...json, ...key }), 400)).toMatchObject({
      extensions: { code: 'GRAPHQL_PARSE_FAILED' },
    });
    expect(await refusal(await post(asked(PAGE_QUERY, { e: 'x' }), json), 400)).toMatchObject({
      extensions: { code: 'BAD_USER_INPUT', field: 'browser' },
    });
    expect(await refusal(await post(asked(PAGE_QUERY, { e: 'x' }), { ...json, ...key }), 400)).toMatchObject({
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect(await refusal(await post(asked(PAGE_QUERY, { e: 'x' }), key), 403)).toMatchObject({
      extensions: { code: 'FORBIDDEN' },
    });
    expect(await refusal(await post('', key, 'GET'), 405)).toMatchObject({
      extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
    });
  });

  // Guards: the stream process's own HTTP server takes one small request with a declared length, and nothing else.
  it('refuses a body without a length, an oversized one and other paths, and answers its health check', async () => {
    const raw = async (request: string) => {
      const socket = net.connect(Number(new URL(stream.url).port), '127.0.0.1');
      socket.end(request);
      let answer = '';
      for await (const chunk of socket) answer += String(chunk);
      return answer.split('\r\n')[0];
    };
    const chunked = `POST ${PLACE_STREAM_PATH} HTTP/1.1\r\nhost: x\r\ntransfer-encoding: chunked\r\n\r\n2\r\n{}\r\n0\r\n\r\n`;
    expect(await raw(chunked)).toBe('HTTP/1.1 411 Length Required');
    const big = 'x'.repeat(20_000);
    expect(await raw(`POST ${PLACE_STREAM_PATH} HTTP/1.1\r\ncontent-length: ${big.length}\r\n\r\n${big}`)).toBe(
      'HTTP/1.1 413 Payload Too Large',
    );
    expect(await raw('GET /graphql HTTP/1.1\r\nhost: x\r\n\r\n')).toBe('HTTP/1.1 404 Not Found');
    // A negative length once sent http-parser-js reading backwards for ever, stopping every stream of the process.
    const negative = `POST ${PLACE_STREAM_PATH} HTTP/1.1\r\ncontent-length: -100000\r\n\r\n{}`;
    expect(await raw(negative)).toBe('HTTP/1.1 400 Bad Request');
    const hugeHead = `POST ${PLACE_STREAM_PATH} HTTP/1.1\r\nx-filler: ${'y'.repeat(40_000)}\r\ncontent-length: 2\r\n\r\n{}`;
    expect(await raw(hugeHead)).toMatch(/^HTTP\/1\.1 4\d\d /);
    expect(await raw('not http at all\r\n\r\n')).toBe('HTTP/1.1 400 Bad Request');
    const health = await fetch(`${stream.url}/healthz`);
    expect(await health.json()).toMatchObject({ status: 'ok', following: expect.any(Number) });
  });

  // Guards: with the embedded database the API serves the stream itself; a second process would open a copy of it.
  it('refuses to start on the embedded database', async () => {
    const embedded = { ...api.config, database: { kind: 'pglite' as const, dataDir: null } };
    await expect(startWaitingStream(embedded, 0)).rejects.toBeInstanceOf(ConfigError);
  });
});
