// The package's dependency-free entry points, not its index (its validation rules and their libraries).
import { BROWSER_KEY_HEADER, BROWSER_KEY_PATTERN } from '@admit/shared/browser-key';
import { ErrorCode } from '@admit/shared/error-codes';
import { hashBrowserKey } from '../modules/waiting-room/passes.ts';
import type { Follower, PlaceFeed } from '../modules/waiting-room/place-feed.ts';
import {
  isFinal,
  placeIn,
  type PlaceNumber,
  type PlaceView,
  type PlaceViewing,
} from '../modules/waiting-room/place-view.ts';
import * as repo from '../modules/waiting-room/repo.ts';
import { NotThePlaceSubscription, placeSubscriptionOf, type PlaceSubscription } from './place-subscription.ts';

export type PlaceStreamDeps = PlaceViewing & { feed: PlaceFeed };

const CSRF_HEADERS = ['x-admit-csrf', 'apollo-require-preflight'];
const SIMPLE_CONTENT_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data', 'text/plain'];

/** A request as the stream reads it, whichever server took it: a header by lower-case name, the parsed JSON body. */
export type StreamRequest = { method: string; header(name: string): string | undefined; body: unknown };

/** How the stream answers, whichever server holds the socket. */
export type StreamReply = {
  /** A whole answer: a status, a JSON body. */
  refuse(status: number, json: string): void;
  /** Starts the event stream (status 200, its headers); then `write` each event and `end` it. */
  open(headers: Record<string, string>): void;
  write(text: string): void;
  end(text: string): void;
  /** Called once when the visitor goes (the socket closed, whoever closed it). */
  onClose(listener: () => void): void;
};

/** A refusal in GraphQL's shape, with its HTTP status; never kept by a cache. */
function refuse(reply: StreamReply, status: number, code: string, message: string, field?: string): void {
  reply.refuse(status, JSON.stringify({ errors: [{ message, extensions: field ? { code, field } : { code } }] }));
}

/** The same CSRF rule as /graphql: a request a page on another site could send without a preflight needs our header. */
function mayBeCrossSite(req: StreamRequest): boolean {
  const type = (req.header('content-type') ?? '').toLowerCase();
  const simple = type === '' || SIMPLE_CONTENT_TYPES.some((t) => type.startsWith(t));
  return simple && !CSRF_HEADERS.some((h) => req.header(h) !== undefined);
}

/** Headers of every refusal and stream: private to this visitor, never sniffed. */
export const STREAM_REFUSAL_HEADERS = {
  'content-type': 'application/graphql-response+json; charset=utf-8',
  'cache-control': 'private, no-store',
  'x-content-type-options': 'nosniff',
};

const STREAM_HEADERS = {
  'content-type': 'text/event-stream; charset=utf-8',
  'cache-control': 'private, no-store',
  'x-content-type-options': 'nosniff',
  'x-accel-buffering': 'no',
};

/** The place this browser holds in the event's open room, with where it stands; null when it has none. */
async function placeOf(deps: PlaceStreamDeps, eventId: string, browserHash: string) {
  const room = await repo.findRoom(deps.db, eventId);
  const found = room?.enabled ? await placeIn(deps, room, { browserHash, userId: null }) : null;
  if (!found) return null;
  // What the feed keeps of it while the visitor waits: the numbers, not the whole row.
  const { id, seq, admittedAt, browserHash: hash } = found.entry;
  const place: PlaceNumber = { id, seq, admittedAt, browserHash: hash };
  return { place, view: found.place };
}

/**
 * A visitor as the feed follows them: a class, so 50,000 of them share their methods instead of each carrying
 * closures (a visitor's memory is the budget here).
 */
class StreamFollower implements Follower {
  readonly place: PlaceNumber;
  private readonly reply: StreamReply;
  private readonly write: PlaceSubscription['write'];

  constructor(place: PlaceNumber | null, reply: StreamReply, write: PlaceSubscription['write']) {
    // A visitor without a place hears null and is never followed: their record needs no numbers.
    this.place = place ?? { id: '', seq: null, admittedAt: null, browserHash: '' };
    this.reply = reply;
    this.write = write;
  }

  send(place: PlaceView | null): void {
    this.reply.write(`event: next\ndata: ${this.write(place)}\n\n`);
  }

  end(): void {
    this.reply.end('event: complete\ndata:\n\n');
  }
}

/**
 * Answers the waiting page's subscription over SSE (GraphQL over SSE, distinct connections, as /graphql does): the
 * place now, then each the room's feed pushes, then `complete`. A visitor costs the socket and one follower record.
 * The place is found by the browser's key, which the pass is bound to.
 */
export async function answerPlaceStream(deps: PlaceStreamDeps, req: StreamRequest, reply: StreamReply): Promise<void> {
  if (req.method !== 'POST')
    return refuse(reply, 405, ErrorCode.GRAPHQL_VALIDATION_FAILED, 'Send the subscription with POST.');
  if (mayBeCrossSite(req)) return refuse(reply, 403, ErrorCode.FORBIDDEN, 'Required CSRF header(s) not present');
  const key = req.header(BROWSER_KEY_HEADER);
  if (!key || !BROWSER_KEY_PATTERN.test(key)) {
    return refuse(
      reply,
      400,
      ErrorCode.BAD_USER_INPUT,
      'This browser sent no key: open the waiting page again.',
      'browser',
    );
  }
  const fields = typeof req.body === 'object' && req.body !== null ? (req.body as Record<string, unknown>) : {};
  let subscription: PlaceSubscription;
  try {
    subscription = placeSubscriptionOf(fields['query'], fields['variables'], fields['operationName']);
  } catch (error) {
    if (error instanceof NotThePlaceSubscription) return refuse(reply, 400, error.code, error.message);
    throw error;
  }
  // Listened for before the place is read: a visitor gone by then (a reload at the on-sale) is never followed.
  let gone = false;
  let stop: () => void = () => undefined;
  reply.onClose(() => ((gone = true), stop()));
  const found = await placeOf(deps, subscription.eventId, hashBrowserKey(key));
  if (gone) return;
  reply.open(STREAM_HEADERS);
  const follower = new StreamFollower(found?.place ?? null, reply, subscription.write);
  follower.send(found?.view ?? null);
  if (!found || isFinal(found.view)) return follower.end();
  stop = deps.feed.follow(subscription.eventId, follower, found.view.opensAt);
}

/** answerPlaceStream, with a failure (the database away) answered as a retryable error rather than a hung socket. */
export function servePlaceStream(
  deps: PlaceStreamDeps,
  req: StreamRequest,
  reply: StreamReply & { readonly opened: boolean },
  logError: (error: unknown) => void,
): void {
  answerPlaceStream(deps, req, reply).catch((error: unknown) => {
    logError(error);
    if (reply.opened) return reply.end('');
    refuse(
      reply,
      503,
      ErrorCode.INTERNAL_SERVER_ERROR,
      'The waiting room could not be read just now. Try again in a moment.',
    );
  });
}
