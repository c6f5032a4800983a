/**
 * What a live view (the dashboard's subscription) waits on: a ping each time something it shows may have changed,
 * on this instance or any other. One per process, made in server.ts; a script or a job has none (it serves no
 * subscriber). Pings carry nothing: the subscriber reads what it shows again, under its own role.
 */
export type LiveChanges = {
  /** Pings for one event until the signal aborts; a burst of changes arrives as few pings, never as none. */
  changesOf(eventId: string, signal: AbortSignal): AsyncIterable<void>;
};
