import type { Db } from '../../db/client.ts';
import { atRate } from './queue-order.ts';
import type { WaitingLine } from './line.ts';
import * as repo from './repo.ts';
import type { WaitingRoomRow } from './tables.ts';

/** How long reserves are watched before the rate is judged again, and how much it moves each time. */
export const CONTROL_WINDOW_MS = 5_000;
const STEP = 0.25;
/** The most one window cuts: half. A rate far too high comes down in a few windows, not a few dozen. */
const MAX_CUT = 0.5;
/** The room never runs slower than this share of the organizer's rate: a slow minute must not stop the line. */
const FLOOR = 0.1;
/** Fewer reserves than this in a window say nothing about how fast they are. */
const MIN_SAMPLES = 10;

/**
 * The next rate from the last window's reserves. Over the target, slower in proportion to the overshoot (a p95 of
 * twice the target halves it), by a quarter at least and half at most; back up by a quarter (never past the
 * organizer's rate) when the p95 is under half the target; otherwise unchanged. A cut of a fixed quarter took
 * 20 s to bring 3,000 a minute down to what the machine checks out, and the admitted queued inside checkout.
 */
export function nextRate(current: number, set: number, p95: number, targetMs: number): number {
  if (p95 > targetMs) {
    const keep = Math.min(1 - STEP, Math.max(1 - MAX_CUT, targetMs / p95));
    return Math.max(set * FLOOR, current * keep);
  }
  if (p95 < targetMs / 2 && current < set) return Math.min(set, current * (1 + STEP));
  return current;
}

export function p95Of(samples: readonly number[]): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.95))] ?? 0;
}

type Watch = { samples: number[]; since: number };

/**
 * Each instance watches its own admitted reserves per event and, once a window, moves the room's rate (in the
 * shared row, from what was let through by then, so no admission is taken back). Every instance steering the same
 * row keeps it within the floor and the organizer's rate.
 */
export function createAdmissionControl(db: Db, line: WaitingLine, targetMs: number, now: () => number = Date.now) {
  const watching = new Map<string, Watch>();
  const arrivals = new Map<string, number[]>();
  return {
    /**
     * A hold started on an event whose room is off but set to turn itself on: past its arrivals a minute (on this
     * instance), the room goes on, first come, first served from now. True when this call turned it on.
     */
    async noteHold(room: WaitingRoomRow): Promise<boolean> {
      const limit = room.autoArrivalsPerMinute;
      if (room.enabled || limit === null) return false;
      const at = now();
      const recent = (arrivals.get(room.eventId) ?? []).filter((t) => at - t < 60_000);
      recent.push(at);
      arrivals.set(room.eventId, recent);
      if (recent.length <= limit) return false;
      arrivals.delete(room.eventId);
      return switchOn(db, line, room.eventId, new Date(at)).catch(() => false);
    },
    /** One admitted reserve took `ms`; returns the new rate when this window's end moved it. */
    async noteReserve(eventId: string, ms: number): Promise<number | null> {
      const watch = watching.get(eventId) ?? { samples: [], since: now() };
      watching.set(eventId, watch);
      watch.samples.push(ms);
      if (now() - watch.since < CONTROL_WINDOW_MS) return null;
      watching.delete(eventId);
      if (watch.samples.length < MIN_SAMPLES) return null;
      // A failed adjustment must not fail the hold it followed (already committed): the next window tries again.
      return steer(db, eventId, p95Of(watch.samples), targetMs, new Date(now())).catch(() => null);
    },
  };
}

export type AdmissionControl = ReturnType<typeof createAdmissionControl>;

/** Turns an off room on from `at` (if it is still off and still set to): a fresh line, first come, first served. */
async function switchOn(db: Db, line: WaitingLine, eventId: string, at: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const room = await repo.lockRoom(tx, eventId);
    if (!room || room.enabled || room.autoArrivalsPerMinute === null) return false;
    await line.clear(tx, eventId);
    await repo.upsertRoom(tx, eventId, {
      ...room,
      enabled: true,
      opensAt: at,
      ratePerMinute: room.admitPerMinute,
      admittedBase: 0,
      rateSince: at,
      sequencedAt: null,
      nextSeq: 1,
    });
    await repo.announceRoomChange(tx, eventId);
    return true;
  });
}

async function steer(db: Db, eventId: string, p95: number, targetMs: number, at: Date): Promise<number | null> {
  return db.transaction(async (tx) => {
    const room = await repo.lockRoom(tx, eventId);
    if (!room?.enabled || room.opensAt > at) return null;
    const rate = nextRate(room.ratePerMinute, room.admitPerMinute, p95, targetMs);
    if (rate === room.ratePerMinute) return null;
    const clock = atRate(room, rate, at);
    await repo.setRoomRate(tx, eventId, clock);
    return rate;
  });
}
