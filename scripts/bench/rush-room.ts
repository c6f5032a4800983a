/**
 * The rush behind a waiting room (RUSH_ROOM=<places a minute>): the organizer turns the room on a day ahead with
 * the pre-queue open, every buyer's browser joins during it (ALTCHA's proof of work solved as the waiting page's
 * solver does, with a browser key of its own), the on-sale then starts (its time moved to now in the database, as
 * the clock reaching it would), and each buyer waits on the room's stream until its pass comes, then checks out with
 * it. Everyone waits at once; only the admitted are in checkout.
 */
import { randomBytes } from 'node:crypto';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { errorCode, type Client } from './rush-http.ts';
import { inBatches, withPg } from './rush-stack.ts';

const ORGANIZER_ADDRESS = '192.0.2.1';
const inADay = () => new Date(Date.now() + 86_400_000).toISOString().slice(0, 16);

/** The room on, its on-sale a day away with the pre-queue open, letting `perMinute` through once it opens. */
export async function openRoom(api: Client, organizerToken: string, eventId: string, perMinute: number) {
  const input = {
    enabled: true,
    opensAt: inADay(),
    preQueueMinutes: 24 * 60,
    admitPerMinute: perMinute,
    holdMinutes: 5,
    autoArrivalsPerMinute: null,
  };
  const answer = await api.mutate(
    ORGANIZER_ADDRESS,
    organizerToken,
    'ConfigureRoom',
    `mutation ConfigureRoom($eventId: ID!, $input: WaitingRoomInput!) {
      configureWaitingRoom(eventId: $eventId, input: $input) { enabled } }`,
    { eventId, input },
  );
  if (errorCode(answer)) throw new Error(`configureWaitingRoom: ${JSON.stringify(answer.body.errors)}`);
}

/** One browser joins: the challenge, its answer, the place. Returns the browser's key. */
async function join(api: Client, address: string, eventId: string): Promise<string> {
  const browserKey = randomBytes(24).toString('base64url');
  const headers = { 'x-admit-browser': browserKey };
  const asked = await api.mutate<{ waitingRoomChallenge: string }>(
    address,
    null,
    'RoomChallenge',
    'query RoomChallenge($eventId: ID!) { waitingRoomChallenge(eventId: $eventId) }',
    { eventId },
    headers,
  );
  if (!asked.body.data) throw new Error(`challenge: ${errorCode(asked)}`);
  // The server's challenge, handed to ALTCHA's solver as the waiting page hands it (the solver checks its shape).
  const challenge = JSON.parse(asked.body.data.waitingRoomChallenge);
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('the challenge was not solved');
  const proof = Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
  const joined = await api.mutate(
    address,
    null,
    'JoinRoom',
    'mutation JoinRoom($eventId: ID!, $proof: String!) { joinWaitingRoom(eventId: $eventId, proof: $proof) { state } }',
    { eventId, proof },
    headers,
  );
  if (errorCode(joined)) throw new Error(`join: ${errorCode(joined)} ${JSON.stringify(joined.body.errors)}`);
  return browserKey;
}

/** Every buyer's browser joins during the pre-queue; their keys, in the buyers' order. */
export function joinAll(clients: Client[], eventId: string, addresses: string[]): Promise<string[]> {
  return inBatches(addresses, 20, (address, i) => {
    const client = clients[i % clients.length];
    if (!client) throw new Error('no instance');
    return join(client, address, eventId);
  });
}

/** The on-sale is now: the room's time moved, as the clock reaching it would (its time is set by the minute). */
export async function startOnSale(databaseUrl: string, eventId: string): Promise<void> {
  await withPg(databaseUrl, (db) =>
    db.query('update waiting_rooms set opens_at = now(), rate_since = now() where event_id = $1', [eventId]),
  );
}

type Place = { waitingPlaceChanged: { state: string; admissionToken: string | null } | null };

/** Waits on the room's stream (as the waiting page does) until the pass comes; null if the place ends without one. */
export async function passFor(api: Client, address: string, eventId: string, browserKey: string) {
  const answer = await api.subscribe<Place>(address, null, {
    operationName: 'WaitingPlace',
    query: `subscription WaitingPlace($eventId: ID!) {
      waitingPlaceChanged(eventId: $eventId) { state admissionToken } }`,
    variables: { eventId },
    until: (data) => data.waitingPlaceChanged?.state !== 'WAITING' && data.waitingPlaceChanged?.state !== 'PRE_QUEUE',
    headers: { 'x-admit-browser': browserKey },
  });
  return answer.body.data?.waitingPlaceChanged?.admissionToken ?? null;
}
