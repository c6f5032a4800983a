import { randomInt } from 'node:crypto';
import { formatEventDateTime } from '@admit/shared';
import { badUserInput, notFound, saleClosed, saleNotOpen } from '../../common/errors.ts';
import type { RequestScope } from '../../common/scope.ts';
import type { Db } from '../../db/client.ts';
import { addressGroup, addressKey, countAttemptFor } from '../../rate-limits/attempts.ts';
import { findEventById } from '../events/repo.ts';
import type { EventRow } from '../events/tables.ts';
import { hashBrowserKey } from './passes.ts';
import { checkProof, joiningChallenge, type ProofVerdict } from './proof.ts';
import { ADMISSION_MINUTES, admittedThrough, preQueueOpensAt } from './queue-order.ts';
import * as repo from './repo.ts';
import { roomSecret } from './secrets.ts';
import type { WaitingRoomEntryRow, WaitingRoomRow } from './tables.ts';

/** A published event's room that is taking places now, or the refusal that says why not. */
export async function joinableRoom(
  scope: RequestScope,
  eventId: string,
): Promise<{ event: EventRow; room: WaitingRoomRow }> {
  const event = await findEventById(scope.db, eventId);
  if (!event || event.status === 'DRAFT') throw notFound('Event');
  const room = await repo.findRoom(scope.db, eventId);
  if (!room?.enabled)
    throw badUserInput({ eventId: 'This event sells without a waiting room: get tickets on its page.' });
  if (event.status !== 'PUBLISHED' || event.endsAt <= new Date()) throw saleClosed('This event is no longer on sale.');
  const opens = preQueueOpensAt(room);
  if (opens > new Date()) {
    throw saleNotOpen(`The waiting room opens ${formatEventDateTime(opens, event.timeZone)}.`);
  }
  return { event, room };
}

/** The browser's key, which every place and pass is bound to; the waiting page sends it. */
export function requireBrowserKey(scope: RequestScope): string {
  const key = scope.client.browserKey;
  if (!key) throw badUserInput({ browser: 'This browser sent no key: open the waiting page again to join.' });
  return key;
}

/** A challenge to answer before joining (JSON, for the page's solver). */
export async function waitingRoomChallenge(scope: RequestScope, eventId: string): Promise<string> {
  await joinableRoom(scope, eventId);
  scope.freshness.keepForNoOne();
  const secret = roomSecret(scope.config, 'proof').toString('hex');
  return JSON.stringify(await joiningChallenge(secret, eventId, scope.config.checkout.proofZeros));
}

const PROOF_WORDS: Record<Exclude<ProofVerdict, { ok: true }>['reason'] | 'USED', string> = {
  MALFORMED: 'That is not an answer to the waiting room’s challenge: load the page again.',
  EXPIRED: 'The challenge expired before it was answered: load the page again.',
  WRONG: 'That answer to the challenge is wrong: load the page again.',
  OTHER_EVENT: 'That answer is for another event’s waiting room.',
  USED: 'That answer was already used: each place needs its own.',
};

/**
 * Takes a place (one per browser and per account, one per proof answer): a visitor who comes back gets the place
 * they had, never a new draw. Joins count per address (IPv6 by /64) before the proof is checked.
 */
export async function joinWaitingRoom(
  scope: RequestScope,
  eventId: string,
  proof: string,
): Promise<WaitingRoomEntryRow> {
  const browserKey = requireBrowserKey(scope);
  const { room } = await joinableRoom(scope, eventId);
  const viewer = await scope.viewer();
  const who = { browserHash: hashBrowserKey(browserKey), userId: viewer?.user.id ?? null };
  const { db, waitingLine: line } = scope;
  const already = await line.find(db, eventId, who);
  if (already && !passRanOut(already, new Date())) return already;
  await countAttemptFor(scope, 'joinWaitingRoom', `${eventId}:${addressKey(scope.client.address)}`);
  const secret = roomSecret(scope.config, 'proof').toString('hex');
  const verdict = await checkProof(secret, eventId, proof, scope.config.checkout.proofZeros);
  if (!verdict.ok) throw badUserInput({ proof: PROOF_WORDS[verdict.reason] });
  if (await line.proofUsed(db, eventId, verdict.signature)) throw badUserInput({ proof: PROOF_WORDS.USED });
  const place = {
    eventId,
    ...who,
    addressGroup: addressGroup(scope.client.address),
    draw: randomInt(0, 2 ** 48 - 1),
    proof: verdict.signature,
  };
  // A place whose turn came and went joins again at the end of the line.
  const entry = await line.join(db, room, place, already?.id ?? null);
  // Numbered at once: it joined after the draw, at the end of the line.
  if (entry?.seq) await restartIdleClock(db, room, entry.seq - 1, new Date());
  // Lost a race with the same browser or account (two tabs), or the same answer sent twice.
  return entry ?? (await line.find(db, eventId, who)) ?? refuseUsedProof();
}

const refuseUsedProof = (): never => {
  throw badUserInput({ proof: PROOF_WORDS.USED });
};

/**
 * The clock lets through everyone in line and then keeps counting: left alone, a quiet hour would bank places for a
 * surge to pour through at once. So when a newcomer (`last` places before them, numbered at `numberedAt`) finds
 * nobody waiting, the clock restarts from the last place. The room as read before the join says whether to look.
 * Under the room's lock, a clock restarted since this place was numbered is left alone: a later newcomer's restart
 * (from a later place) must not be taken back by an earlier one's arriving second, or a place let through would
 * wait again.
 */
async function restartIdleClock(db: Db, read: WaitingRoomRow, last: number, numberedAt: Date): Promise<void> {
  if (admittedThrough(read, numberedAt) <= last) return;
  await db.transaction(async (tx) => {
    const room = await repo.lockRoom(tx, read.eventId);
    const now = new Date();
    if (!room || room.rateSince > numberedAt || admittedThrough(room, now) <= last) return;
    await repo.setRoomRate(tx, read.eventId, { ratePerMinute: room.ratePerMinute, admittedBase: last, rateSince: now });
  });
}

const passRanOut = (entry: WaitingRoomEntryRow, now: Date) =>
  !!entry.admittedAt && now.getTime() - entry.admittedAt.getTime() > ADMISSION_MINUTES * 60_000;
