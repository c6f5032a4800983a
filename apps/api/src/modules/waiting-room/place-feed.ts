import { isFinal, viewPlaces, type PlaceNumber, type PlaceView, type PlaceViewing } from './place-view.ts';
import * as repo from './repo.ts';
import type { WaitingRoomRow } from './tables.ts';

/** How often a waiting visitor hears where they stand: often enough to see the line move, cheap for 50,000. */
export const PLACE_UPDATE_MS = 2_000;

/** Someone following their place: the numbers it depends on, and where its places go (null: the room closed). */
export type Follower = {
  readonly place: PlaceNumber;
  send(place: PlaceView | null): void;
  /** The stream is over (through, pass run out, room closed): the follower is already forgotten. */
  end(): void;
};

type Room = { followers: Set<Follower>; timer: NodeJS.Timeout | null };

/** How long until a room's next round: its update interval, or just past the on-sale when that comes sooner. */
function nextRoundIn(opensAt: Date | null, now: number): number {
  const untilOnSale = opensAt ? opensAt.getTime() - now : 0;
  return untilOnSale > 0 ? Math.min(PLACE_UPDATE_MS, untilOnSale + 50) : PLACE_UPDATE_MS;
}

/**
 * Every waiting visitor's place, pushed. A visitor costs one small record and no timer or query of their own: each
 * room has one timer, and each round reads the room's row once and works every follower's place out from the
 * room's clock and the follower's number (queue-order.ts). Only the on-sale's draw and an admission write.
 * The API's subscription and the lean stream process (waiting-stream/) both follow places through it.
 */
export class PlaceFeed {
  private readonly rooms = new Map<string, Room>();

  private readonly viewing: PlaceViewing;
  private readonly onError: (error: unknown) => void;

  constructor(viewing: PlaceViewing, onError: (error: unknown) => void) {
    this.viewing = viewing;
    this.onError = onError;
  }

  /**
   * Follows a place from the next round on (the caller sent the first, from the room as it read it, on sale at
   * `opensAt`); returns how to stop following.
   */
  follow(eventId: string, follower: Follower, opensAt: Date): () => void {
    let room = this.rooms.get(eventId);
    if (!room) {
      room = { followers: new Set(), timer: null };
      this.rooms.set(eventId, room);
      this.schedule(eventId, room, nextRoundIn(opensAt, Date.now()));
    }
    room.followers.add(follower);
    const followed = room;
    return () => {
      followed.followers.delete(follower);
      this.forgetIfEmpty(eventId, followed);
    };
  }

  /** How many places this process follows (for its health and the bench). */
  get following(): number {
    let n = 0;
    for (const room of this.rooms.values()) n += room.followers.size;
    return n;
  }

  /** Ends every stream; a round still reading finds its room forgotten and its followers gone. */
  close(): void {
    for (const room of this.rooms.values()) {
      if (room.timer) clearTimeout(room.timer);
      for (const follower of room.followers) follower.end();
      room.followers.clear();
    }
    this.rooms.clear();
  }

  private schedule(eventId: string, room: Room, ms: number): void {
    room.timer = setTimeout(() => void this.round(eventId, room), ms);
    room.timer.unref();
  }

  private forgetIfEmpty(eventId: string, room: Room): void {
    if (room.followers.size > 0 || this.rooms.get(eventId) !== room) return;
    if (room.timer) clearTimeout(room.timer);
    this.rooms.delete(eventId);
  }

  private async round(eventId: string, room: Room): Promise<void> {
    room.timer = null;
    const started = Date.now();
    let row: WaitingRoomRow | null = null;
    try {
      row = await repo.findRoom(this.viewing.db, eventId);
      if (!row?.enabled) {
        this.endAll(room);
      } else {
        const now = new Date();
        if (row.opensAt <= now) await this.numberDrawnPlaces(row, room);
        await this.sendPlaces(row, room, now);
      }
    } catch (error) {
      // A failed round (the database restarting) is not the end of anyone's wait: the next round tries again.
      this.onError(error);
    }
    if (this.rooms.get(eventId) !== room) return;
    if (room.followers.size === 0) return this.forgetIfEmpty(eventId, room);
    // Every PLACE_UPDATE_MS from the last round's start, not its end: a round for a big crowd takes a while.
    this.schedule(eventId, room, Math.max(100, nextRoundIn(row?.opensAt ?? null, started) - (Date.now() - started)));
  }

  /** Every follower's place from the room's row; the round's admissions are noted in one write. */
  private async sendPlaces(row: WaitingRoomRow, room: Room, now: Date): Promise<void> {
    const followers = [...room.followers];
    const places = await viewPlaces(
      this.viewing,
      row,
      followers.map((f) => f.place),
      now,
    );
    followers.forEach((follower, i) => {
      const place = places[i];
      // Gone while the admissions were noted: nothing more to send them.
      if (!place || !room.followers.has(follower)) return;
      follower.send(place);
      if (isFinal(place)) this.drop(room, follower);
    });
  }

  /** After the on-sale: the pre-queue's places get their numbers (drawn once, by any instance), read in bulk. */
  private async numberDrawnPlaces(row: WaitingRoomRow, room: Room): Promise<void> {
    const undrawn = [...room.followers].filter((f) => f.place.seq === null);
    if (undrawn.length === 0) return;
    const { db, line } = this.viewing;
    await line.ensureDrawn(db, row);
    const numbers = new Map<string, number | null>();
    for (let i = 0; i < undrawn.length; i += 5_000) {
      const ids = undrawn.slice(i, i + 5_000).map((f) => f.place.id);
      for (const found of await line.numbers(db, row.eventId, ids)) numbers.set(found.id, found.seq);
    }
    for (const follower of undrawn) {
      // A place gone from the line (the room switched off and on) has nothing more to hear.
      if (!numbers.has(follower.place.id)) this.drop(room, follower, true);
      else follower.place.seq = numbers.get(follower.place.id) ?? null;
    }
  }

  /** Stops following; `closed` tells the follower first that the room has no place for them (a null place). */
  private drop(room: Room, follower: Follower, closed = false): void {
    room.followers.delete(follower);
    if (closed) follower.send(null);
    follower.end();
  }

  private endAll(room: Room): void {
    for (const follower of room.followers) this.drop(room, follower, true);
  }
}

/** One feed per database in this process (the API's instances in tests share a process, not a database). */
const feeds = new WeakMap<object, PlaceFeed>();

export function placeFeedFor(viewing: PlaceViewing, onError: (error: unknown) => void): PlaceFeed {
  let feed = feeds.get(viewing.db);
  if (!feed) {
    feed = new PlaceFeed(viewing, onError);
    feeds.set(viewing.db, feed);
  }
  return feed;
}
