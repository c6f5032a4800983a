/**
 * `settle` on a listening connection: a round trip (`select 1`) whose answer comes after every notification committed
 * before it was sent. One at a time, because a pg client runs one query at a time (pg 8 queues a second with a
 * deprecation warning, pg 9 refuses it), and writes settle all at once during an on-sale. A call is answered by the
 * first round trip that starts after it; callers that arrive while that one still waits to start share it, since its
 * answer comes after everything each of them waits for.
 */
export function serialSettler(roundTrip: () => Promise<unknown>): () => Promise<void> {
  let last: Promise<unknown> = Promise.resolve();
  let notStarted: Promise<void> | null = null;
  return () => {
    if (notStarted) return notStarted;
    const next = last
      .catch(() => undefined)
      .then(() => {
        notStarted = null;
        return roundTrip();
      })
      .then(() => undefined);
    notStarted = next;
    last = next;
    return next;
  };
}
