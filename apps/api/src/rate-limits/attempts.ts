import { rateLimited } from '../common/errors.ts';
import type { RequestScope } from '../common/scope.ts';
import type { RateLimitName } from './limits.ts';

/**
 * The counters' key for a client address (requests, image sizes, a visitor's attempts). IPv6 counts by /64, the
 * block one subscriber is given: anyone can take a new address within their own block at will.
 */
export const addressKey = (address: string) => `address:${addressGroup(address)}`;

/** An IPv4 address as it is (an IPv4-mapped IPv6 one too); an IPv6 address as its /64 ("2001:db8:0:1::/64"). */
export function addressGroup(address: string): string {
  const bare = address.replace(/%.*$/, '').toLowerCase();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(bare);
  if (mapped?.[1]) return mapped[1];
  if (!bare.includes(':')) return bare;
  const [head = '', tail] = bare.split('::', 2);
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  // An embedded IPv4 tail (::1.2.3.4) sits in the last 32 bits, past the /64.
  const missing = 8 - left.length - right.length - (right.at(-1)?.includes('.') ? 1 : 0);
  const groups = tail === undefined ? left : [...left, ...Array<string>(Math.max(0, missing)).fill('0'), ...right];
  const prefix = groups.slice(0, 4).map((g) => (Number.parseInt(g, 16) || 0).toString(16));
  return `${prefix.join(':')}::/64`;
}

/** Whose attempts these are: the signed-in user's wherever they are, or a visitor's address. */
async function keyOf(scope: RequestScope, subject: string | undefined): Promise<string> {
  const viewer = await scope.viewer();
  const who = viewer ? `user:${viewer.user.id}` : addressKey(scope.client.address);
  return subject ? `${subject}:${who}` : who;
}

export const WHAT: Record<RateLimitName, string> = {
  request: 'requests from your address',
  requestWithToken: 'requests from your address',
  unlockCode: 'wrong codes for this event',
  unlockCodeEvent: 'wrong codes tried on this event by everyone',
  invitation: 'invitations',
  joinWaitingList: 'waiting list joins',
  createOrganization: 'new organizations',
  createEvent: 'new events',
  createTicketType: 'new ticket types',
  promoCode: 'promo code changes',
  question: 'question changes',
  ticketTransfer: 'tickets passed on',
  upload: 'uploads',
  imageResize: 'image requests',
  reserve: 'reservations',
  joinWaitingRoom: 'places taken in this waiting room from your address',
  checkout: 'orders paid for',
  cardAttempt: 'card attempts on this order',
  message: 'messages sent',
};

/** Counts one attempt; over the limit it throws RATE_LIMITED, saying when to try again. */
export async function countAttempt(scope: RequestScope, name: RateLimitName, subject?: string): Promise<void> {
  const wait = await scope.limits.consume(name, await keyOf(scope, subject));
  if (wait !== null) throw rateLimited(wait, WHAT[name]);
}

/**
 * Counts one attempt against a key the caller names (a buyer's email), whoever makes it: a limit per address
 * that a guest and an account meet alike. Over the limit it throws RATE_LIMITED.
 */
export async function countAttemptFor(scope: RequestScope, name: RateLimitName, key: string): Promise<void> {
  const wait = await scope.limits.consume(name, key);
  if (wait !== null) throw rateLimited(wait, WHAT[name]);
}

/** Throws RATE_LIMITED if the limit is already reached, counting nothing: for limits that count only failures. */
export async function assertNotLimited(scope: RequestScope, name: RateLimitName, subject?: string): Promise<void> {
  const wait = await scope.limits.blockedFor(name, await keyOf(scope, subject));
  if (wait !== null) throw rateLimited(wait, WHAT[name]);
}

/** Refuses any code for the event while either of its wrong-code limits is reached (the guesser's, or everyone's). */
export async function assertMayTryCode(scope: RequestScope, eventId: string): Promise<void> {
  await assertNotLimited(scope, 'unlockCode', eventId);
  const wait = await scope.limits.blockedFor('unlockCodeEvent', `event:${eventId}`);
  if (wait !== null) throw rateLimited(wait, WHAT.unlockCodeEvent);
}

/** A code that unlocked nothing: counted against the guesser, and against the event for everyone. */
export async function countWrongCode(scope: RequestScope, eventId: string): Promise<void> {
  const wait = await scope.limits.consume('unlockCodeEvent', `event:${eventId}`);
  await countAttempt(scope, 'unlockCode', eventId);
  if (wait !== null) throw rateLimited(wait, WHAT.unlockCodeEvent);
}
