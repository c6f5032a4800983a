import { afterEach, describe, expect, it, vi } from 'vitest';
import { claimTokenOf, clearHolds, holdsStore, noteHold, runningHold, runningHoldFor, saveHold } from './hold-store.ts';

afterEach(() => {
  clearHolds();
  vi.useRealTimers();
});

describe('the holds this browser keeps', () => {
  it('offers a hold back for its event only while it runs, and keeps its token after it ends', () => {
    vi.useFakeTimers();
    saveHold({ orderId: 'o1', claimToken: 't1' });
    // Not offered before checkout has said which event it is for and how long it has.
    expect(runningHoldFor('e1', holdsStore.snapshot())).toBeNull();
    noteHold('o1', { eventId: 'e1', secondsLeft: 600 });
    expect(runningHoldFor('e1', holdsStore.snapshot())?.orderId).toBe('o1');
    expect(runningHoldFor('e2', holdsStore.snapshot())).toBeNull();

    vi.advanceTimersByTime(601_000);
    expect(runningHoldFor('e1', holdsStore.snapshot())).toBeNull();
    expect(runningHold('o1')).toBeNull();
    // The browser that paid as a guest still reads its order with the token.
    expect(claimTokenOf('o1')).toBe('t1');
  });

  it('stops offering a hold once checkout says it is over (paid, let go)', () => {
    saveHold({ orderId: 'o1', claimToken: 't1' });
    noteHold('o1', { eventId: 'e1', secondsLeft: 600 });
    noteHold('o1', { eventId: 'e1', secondsLeft: 0 });
    expect(runningHoldFor('e1', holdsStore.snapshot())).toBeNull();
  });

  it('reads entries kept before holds carried their event, and skips ones it did not write', () => {
    localStorage.setItem(
      'admit.holds',
      JSON.stringify([
        { orderId: 'old', claimToken: 'a' },
        { orderId: 'bad', claimToken: 'b', expiresAt: 'soon' },
      ]),
    );
    expect(claimTokenOf('old')).toBe('a');
    expect(claimTokenOf('bad')).toBeNull();
  });

  it('tells its subscribers of every change', () => {
    const listener = vi.fn();
    const unsubscribe = holdsStore.subscribe(listener);
    saveHold({ orderId: 'o1', claimToken: 't1' });
    noteHold('o1', { eventId: 'e1', secondsLeft: 60 });
    unsubscribe();
    saveHold({ orderId: 'o2', claimToken: 't2' });
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
