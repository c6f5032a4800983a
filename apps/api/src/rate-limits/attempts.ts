import { rateLimited } from '../common/errors.ts';
import type { RequestScope } from '../common/scope.ts';
import type { RateLimitName } from './limits.ts';

/** The counters' key for a client address (requests, image sizes, a visitor's attempts). */
export const addressKey = (address: string) => `address:${address}`;

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
  invitation: 'invitations',
  createOrganization: 'new organizations',
  createEvent: 'new events',
  createTicketType: 'new ticket types',
  upload: 'uploads',
  imageResize: 'image requests',
  reserve: 'reservations',
  cardAttempt: 'card attempts on this order',
};

/** Counts one attempt; over the limit it throws RATE_LIMITED, saying when to try again. */
export async function countAttempt(scope: RequestScope, name: RateLimitName, subject?: string): Promise<void> {
  const wait = await scope.limits.consume(name, await keyOf(scope, subject));
  if (wait !== null) throw rateLimited(wait, WHAT[name]);
}

/** Throws RATE_LIMITED if the limit is already reached, counting nothing: for limits that count only failures. */
export async function assertNotLimited(scope: RequestScope, name: RateLimitName, subject?: string): Promise<void> {
  const wait = await scope.limits.blockedFor(name, await keyOf(scope, subject));
  if (wait !== null) throw rateLimited(wait, WHAT[name]);
}
