import { PLACE_STREAM_PATH } from '@admit/shared';
import { browserKeyHeaders } from '../../lib/waiting-room-pass.ts';

/*
 * The waiting page talks to the API with fetch and a few lines, not Apollo Client: the page must stay under 20 KiB
 * of JavaScript for a crowd of phones. Answers are checked by hand (isPlace), for the same reason.
 */

export type PlaceState = 'NOT_OPEN' | 'PRE_QUEUE' | 'WAITING' | 'ADMITTED' | 'PASS_EXPIRED';
export type Place = {
  state: PlaceState;
  position: number | null;
  waitSeconds: number | null;
  admissionToken: string | null;
};

const PLACE = 'state position waitSeconds admissionToken';
const STATES: readonly string[] = ['NOT_OPEN', 'PRE_QUEUE', 'WAITING', 'ADMITTED', 'PASS_EXPIRED'];

/** A field of a JSON value, whatever the value turns out to be (undefined when it has none). */
function field(value: unknown, name: string): unknown {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[name] : undefined;
}

function isPlace(value: unknown): value is Place {
  const state = field(value, 'state');
  const numberOrNull = (x: unknown) => x === null || typeof x === 'number';
  const token = field(value, 'admissionToken');
  return (
    typeof state === 'string' &&
    STATES.includes(state) &&
    numberOrNull(field(value, 'position')) &&
    numberOrNull(field(value, 'waitSeconds')) &&
    (token === null || typeof token === 'string')
  );
}

/** A refusal the page shows in words. */
export class RoomError extends Error {}

const request = (query: string, variables: object, accept = 'application/json', signal?: AbortSignal) =>
  fetch(accept === 'text/event-stream' ? PLACE_STREAM_PATH : '/graphql', {
    method: 'POST',
    signal: signal ?? null,
    headers: { 'content-type': 'application/json', accept, 'x-admit-csrf': '1', ...browserKeyHeaders() },
    body: JSON.stringify({ query, variables }),
  });

async function ask(query: string, variables: object): Promise<unknown> {
  const res = await request(query, variables);
  const body: unknown = await res.json().catch(() => null);
  if (typeof body !== 'object' || body === null) throw new RoomError('The waiting room did not answer. Try again.');
  const errors = field(body, 'errors');
  if (Array.isArray(errors) && errors.length > 0) {
    const message = field(errors[0], 'message');
    throw new RoomError(typeof message === 'string' ? message : 'The waiting room refused.');
  }
  return field(body, 'data');
}

const placeOf = (value: unknown): Place | null => (isPlace(value) ? value : null);

export async function myPlace(eventId: string): Promise<Place | null> {
  const data = await ask(`query($e: ID!) { myWaitingPlace(eventId: $e) { ${PLACE} } }`, { e: eventId });
  return placeOf(field(data, 'myWaitingPlace'));
}

export async function challenge(eventId: string): Promise<string> {
  const data = await ask(`query($e: ID!) { waitingRoomChallenge(eventId: $e) }`, { e: eventId });
  const text = field(data, 'waitingRoomChallenge');
  if (typeof text !== 'string') throw new RoomError('The waiting room sent no challenge. Load the page again.');
  return text;
}

export async function join(eventId: string, proof: string): Promise<Place> {
  const data = await ask(`mutation($e: ID!, $p: String!) { joinWaitingRoom(eventId: $e, proof: $p) { ${PLACE} } }`, {
    e: eventId,
    p: proof,
  });
  const place = placeOf(field(data, 'joinWaitingRoom'));
  if (!place) throw new RoomError('The waiting room did not say where you are. Load the page again.');
  return place;
}

/** The place as the server pushes it (GraphQL over SSE, at the stream's own path), until the stream ends or the signal aborts. */
export async function* placeUpdates(eventId: string, signal: AbortSignal): AsyncGenerator<Place | null> {
  const query = `subscription($e: ID!) { waitingPlaceChanged(eventId: $e) { ${PLACE} } }`;
  const res = await request(query, { e: eventId }, 'text/event-stream', signal);
  if (!res.ok || !res.body) throw new RoomError('Lost touch with the waiting room.');
  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  let text = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    text += value;
    let end: number;
    while ((end = text.indexOf('\n\n')) >= 0) {
      const block = text.slice(0, end);
      text = text.slice(end + 2);
      if (!/^event: ?next$/m.test(block)) continue;
      const data = [...block.matchAll(/^data: ?(.*)$/gm)].map((m) => m[1]).join('\n');
      const payload: unknown = JSON.parse(data);
      yield placeOf(field(field(payload, 'data'), 'waitingPlaceChanged'));
    }
  }
}
