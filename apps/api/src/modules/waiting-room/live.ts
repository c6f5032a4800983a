import type { RequestScope } from '../../common/scope.ts';
import { myPlace, viewingOf } from './admission.ts';
import { placeFeedFor, type PlaceFeed } from './place-feed.ts';
import { isFinal, type PlaceNumber, type PlaceView } from './place-view.ts';

const logRoundFailure = (error: unknown) =>
  console.error('admit: a waiting room round failed; the next one tries again:', error);

/** A followed place's pushes as an async iterable, until its last one, or the signal aborts. */
async function* placesFrom(
  feed: PlaceFeed,
  eventId: string,
  place: PlaceNumber,
  opensAt: Date,
  signal: AbortSignal,
): AsyncGenerator<PlaceView | null> {
  const waiting: (PlaceView | null)[] = [];
  let ended = false;
  let wake: () => void = () => undefined;
  const stop = feed.follow(
    eventId,
    {
      place,
      send: (next) => void (waiting.push(next), wake()),
      end: () => void ((ended = true), wake()),
    },
    opensAt,
  );
  const onAbort = () => wake();
  signal.addEventListener('abort', onAbort);
  try {
    while (!signal.aborted) {
      const next = waiting.shift();
      if (next !== undefined) yield next;
      else if (ended) return;
      else await new Promise<void>((resolve) => (wake = resolve));
    }
  } finally {
    signal.removeEventListener('abort', onAbort);
    stop();
  }
}

/**
 * The visitor's place now, then as the room's feed pushes it (every PLACE_UPDATE_MS, sooner at the on-sale) until
 * they are through, their pass runs out, or they leave.
 */
export async function waitingPlaceChanges(
  scope: RequestScope,
  eventId: string,
  signal: AbortSignal,
): Promise<AsyncIterable<PlaceView | null>> {
  const first = await myPlace(scope, eventId);
  const feed = placeFeedFor(viewingOf(scope), logRoundFailure);
  return (async function* (): AsyncGenerator<PlaceView | null> {
    yield first?.place ?? null;
    if (!first || isFinal(first.place)) return;
    const { id, seq, admittedAt, browserHash } = first.entry;
    yield* placesFrom(feed, eventId, { id, seq, admittedAt, browserHash }, first.place.opensAt, signal);
  })();
}
