import { describe, expect, it } from 'vitest';
import { writeSettling } from './write-settling.ts';

/*
 * A kept answer waits for this instance's writes to reach the cache, once for all the writes before it, and never
 * when nothing was written: a mutation no longer pays a round trip on the change feed's connection.
 */

const harness = (timeoutMs = 60_000) => {
  const rounds: (() => void)[] = [];
  let timeouts = 0;
  const settling = writeSettling(() => new Promise<void>((resolve) => rounds.push(resolve)), {
    timeoutMs,
    onTimeout: () => void timeouts++,
  });
  return { settling, rounds, timeouts: () => timeouts };
};

describe('settling writes before a kept answer', () => {
  it('does not wait at all when nothing was written', async () => {
    const { settling, rounds } = harness();
    await settling.beforeCachedRead();
    expect(rounds).toHaveLength(0);
  });

  it('waits once for every write before it, and readers at the same moment share that wait', async () => {
    const { settling, rounds } = harness();
    settling.noteWrite();
    settling.noteWrite();
    let served = 0;
    const readers = [settling.beforeCachedRead(), settling.beforeCachedRead()].map((p) => p.then(() => served++));
    await Promise.resolve();
    expect(rounds).toHaveLength(1);
    expect(served).toBe(0);
    rounds[0]?.();
    await Promise.all(readers);
    expect(served).toBe(2);
    await settling.beforeCachedRead();
    expect(rounds).toHaveLength(1);
  });

  it('gives up on a feed that does not answer, and says so (the cache is then forgotten), instead of waiting for ever', async () => {
    const { settling, rounds, timeouts } = harness(50);
    settling.noteWrite();
    await settling.beforeCachedRead();
    expect(rounds).toHaveLength(1);
    expect(timeouts()).toBe(1);
  });

  it('starts another wait for a write made while one was under way', async () => {
    const { settling, rounds } = harness();
    settling.noteWrite();
    const first = settling.beforeCachedRead();
    settling.noteWrite();
    const second = settling.beforeCachedRead();
    expect(rounds).toHaveLength(2);
    rounds[0]?.();
    await first;
    let secondServed = false;
    void second.then(() => (secondServed = true));
    await Promise.resolve();
    expect(secondServed).toBe(false);
    rounds[1]?.();
    await second;
    expect(secondServed).toBe(true);
  });
});
