import { describe, expect, it } from 'vitest';
import { serialSettler } from './settler.ts';

/** A stand-in round trip that records how many run at once and when each started. */
function roundTrips() {
  let running = 0;
  const seen = { most: 0, count: 0, lastFinishedStart: 0 };
  let clock = 0;
  const trip = async () => {
    running++;
    seen.most = Math.max(seen.most, running);
    seen.count++;
    const start = ++clock;
    await new Promise((resolve) => setTimeout(resolve, 5));
    running--;
    seen.lastFinishedStart = start;
  };
  return { trip, seen, now: () => ++clock };
}

describe('serialSettler', () => {
  // Guards: never two queries at once on the listening connection, and never an answer from a round trip that was
  // already under way when the caller asked (it could come before the caller's own commit's notification).
  it('runs one round trip at a time, each caller answered by one that started after it asked', async () => {
    const { trip, seen, now } = roundTrips();
    const settle = serialSettler(trip);
    const calls: Promise<{ askedAt: number; answeredBy: number }>[] = [];
    for (let i = 0; i < 30; i++) {
      const askedAt = now();
      calls.push(settle().then(() => ({ askedAt, answeredBy: seen.lastFinishedStart })));
      if (i % 7 === 0) await new Promise((resolve) => setTimeout(resolve, 2));
    }
    const answers = await Promise.all(calls);
    expect(seen.most).toBe(1);
    // Shared: far fewer round trips than callers.
    expect(seen.count).toBeLessThan(15);
    for (const { askedAt, answeredBy } of answers) expect(answeredBy).toBeGreaterThan(askedAt);
  });

  // Guards: a failed round trip (the connection lost) fails its callers but not the ones after it.
  it('carries on after a failed round trip', async () => {
    let fail = true;
    const settle = serialSettler(async () => {
      if (fail) {
        fail = false;
        throw new Error('connection lost');
      }
    });
    await expect(settle()).rejects.toThrow('connection lost');
    await expect(settle()).resolves.toBeUndefined();
  });
});
