import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
/**
 * What a live view (the dashboard's subscription) waits on: a ping each time something it shows may have changed,
 * on this instance or any other. One per process, made in server.ts; a script or a job has none (it serves no
 * subscriber). Pings carry nothing: the subscriber reads what it shows again, under its own role.
 */
export type LiveChanges = {
  /** Pings for one event until the signal aborts; a burst of changes arrives as few pings, never as none. */
  changesOf(eventId: string, signal: AbortSignal): AsyncIterable<void>;
  /** Pings for any of these events (an organization's), until the signal aborts. */
  changesOfAny(eventIds: readonly string[], signal: AbortSignal): AsyncIterable<void>;
  /** Pings when this order leaves its hold (paid, let go, expired or cancelled), until the signal aborts. */
  changesOfOrder(orderId: string, signal: AbortSignal): AsyncIterable<void>;
};

/** An order's own topic on the channel: the payload migrations/0031's trigger sends when the order leaves its hold. */
export const orderTopic = (orderId: string): string => `order:${orderId}`;

/**
 * The channel live views are pinged on, with an event's id: the rollup's triggers (migrations/0025) and the code
 * below. NOTIFY is delivered at commit, to every instance listening (LISTEN/NOTIFY, or Redis; live-feed.ts).
 */
export const LIVE_CHANNEL = 'admit_dashboard';

/** Pings an event's live views (a message's progress moved): sent when the caller's transaction commits. */
export async function notifyLiveChange(db: Db, eventId: string): Promise<void> {
  await db.execute(sql`select pg_notify(${LIVE_CHANNEL}, ${eventId})`);
}
