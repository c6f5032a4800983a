import { describe, expect, it } from 'vitest';
import { admittedThrough, atRate, placeAt, preQueueLine, type AdmissionClock } from './queue-order.ts';

/** A small seeded generator (mulberry32), so the statistics below are the same on every run. */
function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('the pre-queue’s draw', () => {
  // Guards: arriving first gives no advantage. Eight joiners drawn 16,000 times: every arrival order ends in every
  // place about equally often (chi-square over the 8×8 table, 49 degrees of freedom: 99.9% critical value 85.35).
  it('puts each arrival in each place equally often', () => {
    const joiners = 8;
    const trials = 16_000;
    const random = seeded(2026);
    const counts = Array.from({ length: joiners }, () => Array<number>(joiners).fill(0));
    for (let t = 0; t < trials; t++) {
      // The draw as joining makes it: a random integer below 2^48 per place, in arrival order.
      const entries = Array.from({ length: joiners }, (_, i) => ({
        id: `a${i}`,
        draw: Math.floor(random() * 2 ** 48),
      }));
      preQueueLine(entries).forEach((id, place) => {
        const row = counts[Number(id.slice(1))];
        if (row) row[place] = (row[place] ?? 0) + 1;
      });
    }
    const expected = trials / joiners;
    const chiSquareOf = (table: number[][]) => table.flat().reduce((sum, n) => sum + (n - expected) ** 2 / expected, 0);
    const chiSquare = chiSquareOf(counts);
    expect(chiSquare).toBeLessThan(85.35);
    // And it can fail: the arrival order itself (first joiner first) is as far from uniform as can be.
    const fifo = Array.from({ length: joiners }, (_, i) =>
      Array.from({ length: joiners }, (_, j): number => (i === j ? trials : 0)),
    );
    expect(chiSquareOf(fifo)).toBeGreaterThan(85.35);
  });

  it('breaks a tie by id, so every instance draws the same line', () => {
    expect(
      preQueueLine([
        { id: 'b', draw: 5 },
        { id: 'a', draw: 5 },
        { id: 'c', draw: 1 },
      ]),
    ).toEqual(['c', 'a', 'b']);
  });
});

const opensAt = new Date('2031-06-01T10:00:00Z');
const clock: AdmissionClock = { opensAt, preQueueMinutes: 15, ratePerMinute: 120, admittedBase: 0, rateSince: opensAt };
const at = (seconds: number) => new Date(opensAt.getTime() + seconds * 1000);

describe('the admission clock', () => {
  it('lets nobody through before the on-sale, then the rate', () => {
    expect(admittedThrough(clock, at(-1))).toBe(0);
    expect(admittedThrough(clock, at(0))).toBe(0);
    expect(admittedThrough(clock, at(30))).toBe(60);
  });

  // Guards: slowing down never takes an admission back, and speeding up never skips anyone.
  it('keeps what was let through when the rate changes', () => {
    const slower = atRate(clock, 30, at(30));
    expect(admittedThrough(slower, at(30))).toBe(60);
    expect(admittedThrough(slower, at(90))).toBe(90);
  });

  it('says where a place stands, and how long it should wait at this rate', () => {
    expect(placeAt(clock, null, null, at(-60))).toMatchObject({ state: 'PRE_QUEUE', position: null, waitSeconds: 60 });
    expect(placeAt(clock, 70, null, at(30))).toEqual({ state: 'WAITING', position: 10, waitSeconds: 5 });
    expect(placeAt(clock, 60, null, at(30))).toMatchObject({ state: 'ADMITTED' });
    expect(placeAt(clock, 1, at(0), at(16 * 60))).toMatchObject({ state: 'PASS_EXPIRED' });
  });
});
