import type { FastifyBaseLogger } from 'fastify';
import { createPubSub, Repeater, SlidingBuffer } from 'graphql-yoga';
import { orderTopic, type LiveChanges } from '../common/live-changes.ts';
import type { Database } from '../db/client.ts';

/**
 * The shortest gap between two pings to one subscriber: a rush's hundreds of sales a second are read as a few
 * dashboards a second, and a lone sale is still seen at once (the first ping after a quiet gap goes straight out).
 */
export const PING_GAP_MS = 250;

type Topics = { changed: [eventId: string, at: number] };

export type LiveFeed = LiveChanges & { close(): Promise<void> };

/** Pings of one event's topic, at most one per PING_GAP_MS; a burst ends with a ping, so its last change is seen. */
function throttled(pubSub: ReturnType<typeof createPubSub<Topics>>, eventId: string, signal: AbortSignal) {
  // A sliding buffer of one: a subscriber still reading the last dashboard gets one more ping, not a queue.
  return new Repeater<void>(async (push, stop) => {
    const source = pubSub.subscribe('changed', eventId);
    let last = 0;
    let timer: NodeJS.Timeout | null = null;
    const fire = () => {
      timer = null;
      last = Date.now();
      void push();
    };
    const drain = (async () => {
      while (!(await source.next()).done) {
        timer ??= setTimeout(fire, Math.max(0, last + PING_GAP_MS - Date.now()));
      }
    })();
    const abort = () => stop();
    signal.addEventListener('abort', abort, { once: true });
    await stop;
    signal.removeEventListener('abort', abort);
    if (timer) clearTimeout(timer);
    await source.return();
    await drain;
  }, new SlidingBuffer(1));
}

/**
 * This instance's live feed: it LISTENs on `channel` on a connection of its own, and pings the subscribers of each
 * event named there, through graphql-yoga's pub/sub. The database's triggers NOTIFY at the commit of a change made on
 * any instance (or by a job or a script), so every instance hears every change; on PGlite, one process, the same
 * LISTEN hears its own. If the connection drops, every event subscribed to here is pinged once it is back, since
 * whatever was announced meanwhile is lost.
 */
export async function followLiveChanges(
  database: Database,
  channel: string,
  log: FastifyBaseLogger,
): Promise<LiveFeed> {
  const pubSub = createPubSub<Topics>();
  const watched = new Map<string, number>();
  const listener = await database.listen(channel, {
    onMessage: (eventId) => pubSub.publish('changed', eventId, Date.now()),
    onReconnect: () => {
      log.warn({ channel }, 'the live feed reconnected; every live view reads again');
      for (const eventId of watched.keys()) pubSub.publish('changed', eventId, Date.now());
    },
  });
  const feed: LiveFeed = {
    changesOf(eventId, signal) {
      watched.set(eventId, (watched.get(eventId) ?? 0) + 1);
      const forget = () => {
        const left = (watched.get(eventId) ?? 1) - 1;
        if (left > 0) watched.set(eventId, left);
        else watched.delete(eventId);
      };
      signal.addEventListener('abort', forget, { once: true });
      return throttled(pubSub, eventId, signal);
    },
    changesOfAny(eventIds, signal) {
      // Each event's pings, throttled on their own, as one stream; with no event, a stream that waits for the end.
      if (eventIds.length === 0)
        return new Repeater<void>(async (_push, stop) => signal.addEventListener('abort', () => stop()));
      return Repeater.merge(eventIds.map((id) => feed.changesOf(id, signal)));
    },
    // The same topics: an order's payload ('order:<id>') cannot be an event's id, a uuid.
    changesOfOrder: (orderId, signal) => feed.changesOf(orderTopic(orderId), signal),
    close: () => listener.close(),
  };
  return feed;
}

/**
 * A subscription's stream that ends as soon as its client goes: graphql-yoga calls return() on what subscribe
 * gave it, which a plain async generator waiting for its next change would only honour after that change. The
 * signal given to `start` aborts at once instead, and ends the service's stream.
 */
export async function untilClosed<T, R>(
  start: (signal: AbortSignal) => Promise<AsyncIterable<T>>,
  wrap: (value: T) => R,
): Promise<AsyncIterable<R>> {
  const ended = new AbortController();
  let values: AsyncIterable<T>;
  try {
    values = await start(ended.signal);
  } catch (error) {
    // A refused start (no such order, no access) must not leave what it began listening to behind.
    ended.abort();
    throw error;
  }
  return new Repeater<R>(async (push, stop) => {
    void stop.then(() => ended.abort());
    try {
      for await (const value of values) await push(wrap(value));
      stop();
    } catch (error) {
      stop(error);
    }
  });
}
