import { useState, useSyncExternalStore } from 'react';

/** Often enough that the shown second never lags the real one by much. */
const TICK_MS = 250;

/**
 * The device's clock. Not performance.now(): on some phones it stops while the phone sleeps, and a hold runs on
 * regardless. A date set by hand meanwhile is put right by the page's next answer from the API (it asks again
 * when it comes back into view).
 */
const read = () => Date.now();

let now = read();
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setInterval> | null = null;

/** One ticking clock for every countdown on the page, running only while one is shown. */
const clock = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    if (!timer) {
      now = read();
      timer = setInterval(() => {
        now = read();
        for (const l of listeners) l();
      }, TICK_MS);
    }
    return () => {
      listeners.delete(listener);
      if (listeners.size === 0 && timer) {
        clearInterval(timer);
        timer = null;
      }
    };
  },
  /** Never more than a tick old, even before the first subscriber starts the timer (and stable within a tick). */
  get(): number {
    if (!timer && Math.abs(read() - now) >= TICK_MS) now = read();
    return now;
  },
};

/**
 * Whole seconds left of a hold, counted down on this device's clock. The API says how many seconds were left
 * when it answered (`holdSecondsLeft`), so the countdown is anchored to the moment that answer arrived here,
 * whatever the skew between the device's clock and the server's. A new answer re-anchors it.
 */
export function useHoldCountdown(secondsLeft: number): number {
  const current = useSyncExternalStore(clock.subscribe, clock.get, clock.get);
  const [anchor, setAnchor] = useState({ secondsLeft, deadline: current + secondsLeft * 1000 });
  let { deadline } = anchor;
  if (anchor.secondsLeft !== secondsLeft) {
    // A fresher answer from the API: count from it (React's pattern for state derived from a changed prop).
    deadline = current + secondsLeft * 1000;
    setAnchor({ secondsLeft, deadline });
  }
  return Math.max(0, Math.ceil((deadline - current) / 1000));
}

/**
 * Whole seconds until a moment on this device's clock (a hold's end as this browser noted it, hold-store.ts), for
 * the pages that show a hold without asking the API: the event page's "continue", sign-in's banner.
 */
export function useSecondsUntil(deadline: number): number {
  const current = useSyncExternalStore(clock.subscribe, clock.get, clock.get);
  return Math.max(0, Math.ceil((deadline - current) / 1000));
}

/** "9:41": minutes and seconds, as the banner shows them ("23:59:59" from an hour up). */
export function formatCountdown(seconds: number): string {
  const s = Math.max(0, seconds);
  const pad = (n: number) => String(n).padStart(2, '0');
  // A waiting list's offer holds for hours: "23:59:59", not "1439:59".
  if (s >= 3600) return `${Math.floor(s / 3600)}:${pad(Math.floor((s % 3600) / 60))}:${pad(s % 60)}`;
  return `${Math.floor(s / 60)}:${pad(s % 60)}`;
}
