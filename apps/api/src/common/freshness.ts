/**
 * When what a request read will change by itself, with nobody writing: a sale opening or closing, an event
 * ending, a new day for "today". Services note each such moment as they compute a time-dependent answer; a cache
 * of public reads may keep the answer until the earliest one, and no longer.
 */
export type Freshness = {
  /** The answer changes at `when` (a moment already past is ignored: that change is in the answer). */
  changesAt(when: Date | null | undefined): void;
  /**
   * The answer is this request's alone and must not be kept for anyone (it depends on an access code the request
   * gave: its guesses are counted, which a kept answer would skip).
   */
  keepForNoOne(): void;
  /** The earliest moment noted, in ms since the epoch (0: not to be kept); null when nothing changes by itself. */
  until(): number | null;
};

export function createFreshness(now: () => number = Date.now): Freshness {
  let until: number | null = null;
  return {
    changesAt(when) {
      const at = when?.getTime();
      if (at === undefined || Number.isNaN(at) || at <= now()) return;
      if (until === null || at < until) until = at;
    },
    keepForNoOne() {
      until = 0;
    },
    until: () => until,
  };
}
