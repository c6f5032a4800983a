import { isFinal, viewPlaces, type PlaceNumber, type PlaceView, type PlaceViewing } from './place-view.ts';
import { admittedThrough } from './queue-order.ts';
import * as repo from './repo.ts';
import type { WaitingRoomRow } from './tables.ts';

/** How often a waiting visitor hears where they stand: often enough to see the line move, cheap for 50,000. */
export const PLACE_UPDATE_MS = 2_000;

/**
 * Between two rounds, how often the front of the line is looked at: a visitor whose turn comes hears it within this,
 * not at the next round. Heard all at once at the round, a round's worth of buyers (100 at 3,000 a minute) reached
 * checkout together and queued there: p95 reserve 549 ms behind the room on a machine 15% busy.
 */
export const TURN_TICK_MS = 250;

/** Someone following their place: the numbers it depends on, and where its places go (null: the room closed). */
export type Follower = {
  readonly place: PlaceNumber;
  send(place: PlaceView | null): void;
  /** The stream is over (through, pass run out, room closed): the follower is already forgotten. */
  end(): void;
};

/** How many followers hear a round before the process turns to other work for a moment. */
const SENDS_AT_ONCE = 250;

type Room = { followers: Set<Follower>; timer: NodeJS.Timeout | null; ticks: NodeJS.Timeout[] };

function stopTicks(room: Room): void {
  for (const tick of room.ticks) clearTimeout(tick);
  room.ticks = [];
}

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
      room = { followers: new Set(), timer: null, ticks: [] };
      this.rooms.set(eventId, room);
      // Past the on-sale, the first round comes within a tick: it sets the ticks that tell turns as they come.
      const now = Date.now();
      this.schedule(eventId, room, opensAt.getTime() <= now ? TURN_TICK_MS : nextRoundIn(opensAt, now));
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
      stopTicks(room);
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
    stopTicks(room);
    this.rooms.delete(eventId);
  }

  private async round(eventId: string, room: Room): Promise<void> {
    room.timer = null;
    stopTicks(room);
    const started = Date.now();
    let row: WaitingRoomRow | null = null;
    try {
      row = await repo.findRoom(this.viewing.db, eventId);
      if (!row?.enabled) {
        this.endAll(room);
      } else {
        const now = new Date();
        if (row.opensAt <= now) await this.numberDrawnPlaces(row, room);
        await this.sendPlaces(row, room, [...room.followers], now);
        if (row.opensAt <= now) this.tickTurns(eventId, room, row);
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

  /** These followers' places from the room's row; their admissions are noted in one write. */
  private async sendPlaces(row: WaitingRoomRow, room: Room, followers: Follower[], now: Date): Promise<void> {
    const places = await viewPlaces(
      this.viewing,
      row,
      followers.map((f) => f.place),
      now,
    );
    for (let i = 0; i < followers.length; i++) {
      // A big round lets other work in between: a checkout behind the room must not wait for 50,000 writes.
      if (i > 0 && i % SENDS_AT_ONCE === 0) await new Promise((resolve) => setImmediate(resolve));
      const follower = followers[i];
      const place = places[i];
      // Gone while the admissions were noted (or meanwhile): nothing more to send them.
      if (!follower || !place || !room.followers.has(follower)) continue;
      follower.send(place);
      if (isFinal(place)) this.drop(room, follower);
    }
  }

  /**
   * Until the next round, every TURN_TICK_MS: those whose turn has come by then hear it, with their pass. Only the
   * places due before the next round (by the room's clock as this round read it) are looked at, and the room is
   * read again only when one of them is due.
   */
  private tickTurns(eventId: string, room: Room, row: WaitingRoomRow): void {
    const before = admittedThrough(row, new Date(Date.now() + PLACE_UPDATE_MS));
    const due = [...room.followers].filter((f) => f.place.seq !== null && f.place.seq <= before);
    if (due.length === 0) return;
    for (let at = TURN_TICK_MS; at < PLACE_UPDATE_MS; at += TURN_TICK_MS) {
      const tick = setTimeout(() => void this.tick(eventId, room, row, due), at);
      tick.unref();
      room.ticks.push(tick);
    }
  }

  private async tick(eventId: string, room: Room, row: WaitingRoomRow, due: Follower[]): Promise<void> {
    if (this.rooms.get(eventId) !== room) return;
    const turnBy = (clock: WaitingRoomRow, now: Date) => {
      const through = admittedThrough(clock, now);
      return due.filter((f) => room.followers.has(f) && f.place.seq !== null && f.place.seq <= through);
    };
    if (turnBy(row, new Date()).length === 0) return;
    try {
      // Someone's turn has come by the round's row: the room as it is now decides (its rate cut, or it switched off,
      // since the round; an admission cannot be taken back). The next round ends the streams of a room switched off.
      const fresh = await repo.findRoom(this.viewing.db, eventId);
      if (!fresh?.enabled || this.rooms.get(eventId) !== room) return;
      const now = new Date();
      const turn = turnBy(fresh, now);
      if (turn.length > 0) await this.sendPlaces(fresh, room, turn, now);
    } catch (error) {
      // The next round tries again.
      this.onError(error);
    }
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
