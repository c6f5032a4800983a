import { instantToZoned, waitingRoomInputSchema, zonedToInstant, type WaitingRoomInput } from '@admit/shared';
import { badUserInput } from '../../common/errors.ts';
import { notifyLiveChange } from '../../common/live-changes.ts';
import type { RequestScope } from '../../common/scope.ts';
import { parseInput } from '../../common/validation.ts';
import { actorOf, changedFields, recordAudit } from '../audit/record.ts';
import { eventForManagement, lockEditableEvent } from '../events/service.ts';
import type { EventRow } from '../events/tables.ts';
import { joinUrlOf } from './admission.ts';
import { admittedThrough, atRate, preQueueOpensAt } from './queue-order.ts';
import * as repo from './repo.ts';
import type { WaitingRoomRow } from './tables.ts';

/** What anyone may know of an event's room: that it is on, when it opens, and where to join. */
export type PublicWaitingRoomView = { opensAt: Date; joiningOpensAt: Date; joinUrl: string };

/** The event's room for its page and the waiting page; null when it sells without one. */
export async function publicWaitingRoom(
  scope: Pick<RequestScope, 'db' | 'freshness'>,
  event: EventRow,
): Promise<PublicWaitingRoomView | null> {
  const room = await repo.findRoom(scope.db, event.id);
  if (!room?.enabled) return null;
  return { opensAt: room.opensAt, joiningOpensAt: preQueueOpensAt(room), joinUrl: joinUrlOf(event.slug) };
}

/** The room as its organizer sees it: the settings, the rate it runs at now, and how many joined and came through. */
export type ManagedWaitingRoomView = WaitingRoomRow & {
  event: EventRow;
  joined: number;
  admitted: number;
};

async function managedView(
  scope: RequestScope,
  event: EventRow,
  room: WaitingRoomRow,
): Promise<ManagedWaitingRoomView> {
  const counts = await scope.waitingLine.counts(scope.db, event.id);
  const admitted = Math.min(counts.inLine, admittedThrough(room, new Date()));
  return { ...room, event, joined: counts.joined, admitted };
}

/** Owners and managers: the event's room, or null before one is set. */
export async function managedWaitingRoom(scope: RequestScope, eventId: string): Promise<ManagedWaitingRoomView | null> {
  const event = await eventForManagement(scope, eventId);
  const room = await repo.findRoom(scope.db, eventId);
  return room ? managedView(scope, event, room) : null;
}

const AUDITED = [
  'enabled',
  'opensAt',
  'preQueueMinutes',
  'admitPerMinute',
  'holdMinutes',
  'autoArrivalsPerMinute',
] as const;

/**
 * Owners and managers set the room: on or off, the on-sale time, the pre-queue window, the starting rate, and how
 * long holds last while it is on. A new rate starts from what was already let through; turning it on after the
 * on-sale queues from now, first come, first served.
 */
export async function configureWaitingRoom(
  scope: RequestScope,
  eventId: string,
  input: unknown,
): Promise<ManagedWaitingRoomView> {
  await eventForManagement(scope, eventId);
  const parsed = parseInput(waitingRoomInputSchema, input);
  const actor = await actorOf(scope);
  const { event, room } = await scope.db.transaction(async (tx) => {
    const event = await lockEditableEvent(tx, eventId);
    const before = await repo.lockRoom(tx, eventId);
    const drawn = before ? await scope.waitingLine.isDrawn(tx, before) : false;
    const write = roomWrite(parsed, event, before && { ...before, drawn }, new Date());
    // A line drawn afresh starts empty: places from an earlier one would share its numbers.
    if (before && !before.enabled && write.enabled) await scope.waitingLine.clear(tx, eventId);
    const room = await repo.upsertRoom(tx, eventId, write);
    const change = before ? changedFields(before, room, AUDITED) : { before: null, after: pick(room) };
    if (change) {
      await recordAudit(tx, {
        ...actor,
        organizationId: event.organizationId,
        eventId,
        action: 'event.waiting_room_changed',
        entityType: 'event',
        entityId: eventId,
        ...change,
      });
    }
    // Everyone waiting hears of a new rate or time at once, and the event's public page of the room.
    await notifyLiveChange(tx, eventId);
    await repo.announceRoomChange(tx, eventId);
    return { event, room };
  });
  return managedView(scope, event, room);
}

const pick = (room: WaitingRoomRow) => Object.fromEntries(AUDITED.map((f) => [f, room[f]]));

function roomWrite(
  input: WaitingRoomInput,
  event: EventRow,
  before: (WaitingRoomRow & { drawn: boolean }) | null,
  now: Date,
): repo.RoomWrite {
  const opensAt = zonedToInstant(input.opensAt, event.timeZone);
  if (opensAt >= event.endsAt) throw badUserInput({ opensAt: 'The on-sale must come before the event ends.' });
  const settings = {
    enabled: input.enabled,
    preQueueMinutes: input.preQueueMinutes,
    admitPerMinute: input.admitPerMinute,
    holdMinutes: input.holdMinutes,
    autoArrivalsPerMinute: input.autoArrivalsPerMinute,
  };
  // A room switched on, or moved to a new on-sale before it happened: a fresh line, drawn at its on-sale.
  // Compared as the form shows it (to the minute, in the event's zone): a room switched on mid-sale opened "now".
  const moved = !!before && instantToZoned(before.opensAt, event.timeZone) !== input.opensAt;
  if (before?.enabled && input.enabled && before.drawn && moved) {
    throw badUserInput({ opensAt: 'The on-sale has begun and its line is drawn: the time can no longer move.' });
  }
  const fresh = !before || (!before.enabled && input.enabled) || (!before.drawn && moved);
  if (fresh) {
    const start = opensAt > now ? opensAt : now;
    return {
      ...settings,
      opensAt: start,
      ratePerMinute: input.admitPerMinute,
      admittedBase: 0,
      rateSince: start,
      sequencedAt: null,
      nextSeq: 1,
    };
  }
  const clock = before.admitPerMinute === input.admitPerMinute ? before : atRate(before, input.admitPerMinute, now);
  return {
    ...settings,
    opensAt: before.opensAt,
    ratePerMinute: clock.ratePerMinute,
    admittedBase: clock.admittedBase,
    rateSince: clock.rateSince,
  };
}
