import { randomBytes } from 'node:crypto';
import { BROWSER_KEY_HEADER, type WaitingRoomInput } from '@admit/shared';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import type { Db } from '../db/client.ts';
import { graphql } from './gql/index.ts';
import { dataOf, present, utcLocal, type GraphQLClient } from './org-fixtures.ts';
import type { TestApi } from './test-api.ts';

export const CONFIGURE_ROOM = graphql(`
  mutation ConfigureRoom($eventId: ID!, $input: WaitingRoomInput!) {
    configureWaitingRoom(eventId: $eventId, input: $input) {
      enabled
      opensAt
      opensAtLocal
      admitPerMinute
      ratePerMinute
      holdMinutes
      joined
      admitted
    }
  }
`);

const CHALLENGE = graphql(`
  query RoomChallenge($eventId: ID!) {
    waitingRoomChallenge(eventId: $eventId)
  }
`);

export const JOIN_ROOM = graphql(`
  mutation JoinRoom($eventId: ID!, $proof: String!) {
    joinWaitingRoom(eventId: $eventId, proof: $proof) {
      ...PlaceFields
    }
  }
`);

export const MY_PLACE = graphql(`
  query MyPlace($eventId: ID!) {
    myWaitingPlace(eventId: $eventId) {
      ...PlaceFields
    }
  }
`);

export const PLACE_FIELDS = graphql(`
  fragment PlaceFields on WaitingPlace {
    eventId
    state
    position
    waitSeconds
    opensAt
    admissionToken
    admissionExpiresAt
  }
`);

/** A browser as the waiting page makes one: a random key it sends with each request. */
export function newBrowser(): { headers: Record<string, string> } {
  return { headers: { [BROWSER_KEY_HEADER]: randomBytes(24).toString('base64url') } };
}

/** Room settings: on, on-sale in a day (pre-queue open), 60 a minute, 5-minute holds, with overrides. */
export function roomInput(overrides: Partial<WaitingRoomInput> = {}): WaitingRoomInput {
  return {
    enabled: true,
    opensAt: utcLocal(1),
    preQueueMinutes: 24 * 60,
    admitPerMinute: 60,
    holdMinutes: 5,
    autoArrivalsPerMinute: null,
    ...overrides,
  };
}

export async function configureRoom(api: GraphQLClient, token: string, eventId: string, input = roomInput()) {
  return dataOf(await api.graphql(CONFIGURE_ROOM, { token, variables: { eventId, input } })).configureWaitingRoom;
}

/** The room's challenge, answered as a browser's solver would (ALTCHA's own solver). */
export async function solveProof(api: GraphQLClient, eventId: string, browser = newBrowser()): Promise<string> {
  const res = await api.graphql(CHALLENGE, { variables: { eventId }, headers: browser.headers });
  const challenge = JSON.parse(dataOf(res).waitingRoomChallenge);
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('the challenge was not solved');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

/** Joins with a fresh proof; the answer (place or error) as the API gave it. */
export async function joinRoom(
  api: GraphQLClient,
  eventId: string,
  browser = newBrowser(),
  options: { token?: string } = {},
) {
  const proof = await solveProof(api, eventId, browser);
  return api.graphql(JOIN_ROOM, { ...options, variables: { eventId, proof }, headers: browser.headers });
}

/**
 * Moves the room's on-sale to `secondsAgo` before now, as time passing would (the on-sale time is set by the minute,
 * and a test cannot wait for one).
 */
export async function onSaleSecondsAgo(db: Db, eventId: string, secondsAgo: number): Promise<void> {
  const at = new Date(Date.now() - secondsAgo * 1000);
  await db.execute(sql`update waiting_rooms set opens_at = ${at}, rate_since = ${at} where event_id = ${eventId}`);
}

const ROOM_COUNTS = graphql(`
  query RoomCounts($slug: String!) {
    event(slug: $slug) {
      managedWaitingRoom {
        joined
        admitted
      }
    }
  }
`);

/** How many places the event's room has and let through, as its organizer sees them. */
export async function roomCounts(api: GraphQLClient, token: string, slug: string) {
  return present(dataOf(await api.graphql(ROOM_COUNTS, { token, variables: { slug } })).event.managedWaitingRoom);
}

/**
 * Ages every admission in the event's line past a pass's life (16 minutes ago), wherever the line is kept: the
 * database's rows, or the places' hashes in Redis (redis-line.ts's keys).
 */
export async function expirePasses(api: TestApi, eventId: string): Promise<void> {
  const longAgo = Date.now() - 16 * 60_000;
  if (!api.config.redisUrl) {
    await api.database.db.execute(
      sql`update waiting_room_entries set admitted_at = ${new Date(longAgo)}
          where event_id = ${eventId} and admitted_at is not null`,
    );
    return;
  }
  const redis = new Redis(api.config.redisUrl);
  try {
    const keys = await redis.keys(`admit:wr:{${eventId}}:*:p:*`);
    for (const key of keys) {
      if (await redis.hexists(key, 'admittedAt')) await redis.hset(key, 'admittedAt', String(longAgo));
    }
  } finally {
    redis.disconnect();
  }
}
