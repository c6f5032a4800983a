import type { WaitingPlaceState } from '@admit/shared';

/** What the room's admission clock needs (a row of waiting_rooms has it). */
export type AdmissionClock = {
  opensAt: Date;
  preQueueMinutes: number;
  ratePerMinute: number;
  admittedBase: number;
  rateSince: Date;
};

/** How long a place that came through may start checkouts (its pass's life, from its admission). */
export const ADMISSION_MINUTES = 15;

/**
 * How many places are through by `now`: none before the on-sale; then the rate's stretch since it was last set, on
 * top of what earlier stretches let through. Every instance computes the same from the same row.
 */
export function admittedThrough(clock: AdmissionClock, now: Date): number {
  if (now < clock.opensAt) return 0;
  const minutes = Math.max(0, now.getTime() - clock.rateSince.getTime()) / 60_000;
  return Math.floor(clock.admittedBase + clock.ratePerMinute * minutes);
}

/**
 * The clock from `now` at another rate: what is through stays through (the stretch so far becomes the base), so
 * slowing down never takes back an admission and speeding up never skips anyone.
 */
export function atRate(clock: AdmissionClock, ratePerMinute: number, now: Date): AdmissionClock {
  if (now < clock.opensAt) return { ...clock, ratePerMinute, admittedBase: 0, rateSince: clock.opensAt };
  const minutes = Math.max(0, now.getTime() - clock.rateSince.getTime()) / 60_000;
  return { ...clock, ratePerMinute, admittedBase: clock.admittedBase + clock.ratePerMinute * minutes, rateSince: now };
}

/** When joining opens: the pre-queue window before the on-sale. */
export const preQueueOpensAt = (clock: AdmissionClock) =>
  new Date(clock.opensAt.getTime() - clock.preQueueMinutes * 60_000);

export type Place = {
  state: WaitingPlaceState;
  /** 1 = next through; null until the on-sale draws the pre-queue into line. */
  position: number | null;
  /** An honest estimate at the present rate; null while it cannot be known. */
  waitSeconds: number | null;
};

/** Where a place stands at `now`, from its number in line (null until drawn) and when it came through. */
export function placeAt(clock: AdmissionClock, seq: number | null, admittedAt: Date | null, now: Date): Place {
  if (admittedAt && now.getTime() - admittedAt.getTime() > ADMISSION_MINUTES * 60_000) {
    return { state: 'PASS_EXPIRED', position: null, waitSeconds: null };
  }
  if (seq === null) {
    const untilOnSale = Math.max(0, Math.ceil((clock.opensAt.getTime() - now.getTime()) / 1000));
    return { state: now < clock.opensAt ? 'PRE_QUEUE' : 'WAITING', position: null, waitSeconds: untilOnSale };
  }
  const through = admittedThrough(clock, now);
  if (seq <= through) return { state: 'ADMITTED', position: 0, waitSeconds: 0 };
  const position = seq - through;
  const untilOnSale = Math.max(0, (clock.opensAt.getTime() - now.getTime()) / 1000);
  return {
    state: now < clock.opensAt ? 'PRE_QUEUE' : 'WAITING',
    position,
    waitSeconds: Math.ceil(untilOnSale + (position * 60) / clock.ratePerMinute),
  };
}

/**
 * The pre-queue's line at the on-sale: by each place's random draw (its id breaks a tie), so arriving first or
 * coming back gives no advantage. Returns the ids in line order.
 */
export function preQueueLine(entries: readonly { id: string; draw: number }[]): string[] {
  return [...entries].sort((a, b) => a.draw - b.draw || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)).map((e) => e.id);
}
