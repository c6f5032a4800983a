/**
 * When this instance's read cache must catch up with its own writes. A write's change reaches the cache through the
 * database's change feed, a moment after its commit; a read served from the cache in that moment would show what
 * was before it. Rather than each mutation waiting for the feed before it answers (a round trip on the listening
 * connection per write: five a paid order, almost all for writes no public read shows), a mutation only notes that
 * it wrote, and the next lookup in the cache waits for the feed first, once for every write noted before it (callers
 * at the same moment share the wait): a kept answer from before the writes is not served, and one computed after
 * them is not forgotten a moment later by their late announcement.
 */
export type WriteSettling = {
  /** A write has committed on this instance (a mutation answered). */
  noteWrite(): void;
  /** Resolves once every write noted before the call has been forgotten by the cache; at once when none was. */
  beforeCachedRead(): Promise<void>;
};

/**
 * `settle` is the change feed's round trip. One that has not come back after `timeoutMs` (a listening connection gone
 * half-open) must not hold every kept answer for ever: `onTimeout` forgets what the cache holds, and the read goes on.
 */
export function writeSettling(
  settle: () => Promise<void>,
  limits: { timeoutMs: number; onTimeout: () => void },
): WriteSettling {
  let writes = 0;
  let covered = 0;
  let settling: Promise<void> = Promise.resolve();
  const bounded = () =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        limits.onTimeout();
        resolve();
      }, limits.timeoutMs);
      timer.unref();
      void settle().finally(() => {
        clearTimeout(timer);
        resolve();
      });
    });
  return {
    noteWrite: () => void writes++,
    beforeCachedRead() {
      if (writes > covered) {
        covered = writes;
        // Started after every write counted so far committed, so its round trip comes after their announcements.
        settling = bounded();
      }
      return settling;
    },
  };
}
