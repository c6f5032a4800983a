import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { forbidden, notFound } from '../../common/errors.ts';
import type { RequestScope } from '../../common/scope.ts';
import { findEventById } from '../events/repo.ts';
import { viewerCan } from '../organizations/access.ts';
import * as repo from './repo.ts';
import type { OrderRow } from './tables.ts';

export const hashClaimToken = (token: string) => createHash('sha256').update(token).digest('base64url');

/** How long after payment a claim token still reads an order nobody claimed. */
export const CLAIM_TOKEN_AFTER_PAYMENT_MS = 60 * 60_000;

/**
 * Whether the token still opens the order. It exists so that a browser can carry on with an order started signed
 * out; once an account has claimed the order (or an hour after it was paid), the order is its buyer's alone, and a
 * token left in a shared phone's storage opens nothing.
 */
function claimTokenStillOpens(order: OrderRow, now = Date.now()): boolean {
  if (order.buyerUserId) return false;
  return !order.paidAt || now - order.paidAt.getTime() < CLAIM_TOKEN_AFTER_PAYMENT_MS;
}

/** Whether a secret matches the hash kept of it, in constant time. */
export function sameHash(token: string, stored: string | null): boolean {
  if (!stored) return false;
  const given = Buffer.from(hashClaimToken(token));
  const kept = Buffer.from(stored);
  return given.length === kept.length && timingSafeEqual(given, kept);
}

function holdsClaimToken(order: OrderRow, claimToken: string | null | undefined): boolean {
  return !!claimToken && claimTokenStillOpens(order) && sameHash(claimToken, order.claimTokenHash);
}

/*
 * The order access link: a random token mailed with a guest's tickets, only to the address that proved itself
 * (order-mail.ts), and stored as its SHA-256. It opens that one order, tickets and codes included, without an
 * account, until ACCESS_LINK_DAYS_AFTER_EVENT days after the event ends, so it still works at the door days
 * later. It survives the order joining an account (the buyer may be signed out at the door). Revoking it (the
 * buyer, signed in or through the link) clears the hash, and the link opens nothing from then on.
 */

/** How long after its event ends the mailed link still opens the order: for a receipt, or a dispute. */
export const ACCESS_LINK_DAYS_AFTER_EVENT = 30;

/** A new access link's token, and the hash the order keeps of it. */
export function newAccessToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashClaimToken(token) };
}

function holdsAccessToken(order: OrderRow, accessToken: string | null | undefined, eventEndsAt: Date): boolean {
  const until = eventEndsAt.getTime() + ACCESS_LINK_DAYS_AFTER_EVENT * 86_400_000;
  return !!accessToken && Date.now() < until && sameHash(accessToken, order.accessTokenHash);
}

export type OrderAccess = 'BUYER' | 'CLAIM_TOKEN' | 'ACCESS_LINK' | 'ORGANIZER';

/** What a visitor may hold instead of an account: the browser's claim token, or the mailed access link's token. */
export type OrderKeys = { claimToken?: string | null; accessToken?: string | null };

/**
 * Who may see an order: its buyer; the browser that started it signed out (its claim token); whoever holds the
 * access link mailed to its proven address; and the owners and managers of the event's organization. Its other
 * members are FORBIDDEN; anyone else is told it does not exist.
 */
export async function accessOrder(
  scope: RequestScope,
  id: string,
  keys: OrderKeys = {},
): Promise<{ order: OrderRow; access: OrderAccess }> {
  const order = await repo.findOrderById(scope.db, id);
  if (!order) throw notFound('Order');
  const viewer = await scope.viewer();
  if (viewer && order.buyerUserId === viewer.user.id) return { order, access: 'BUYER' };
  if (holdsClaimToken(order, keys.claimToken)) return { order, access: 'CLAIM_TOKEN' };
  if (keys.accessToken && order.accessTokenHash) {
    const event = await findEventById(scope.db, order.eventId);
    if (event && holdsAccessToken(order, keys.accessToken, event.endsAt)) return { order, access: 'ACCESS_LINK' };
  }
  if (viewer) {
    const event = await findEventById(scope.db, order.eventId);
    if (event && (await viewerCan(scope, event.organizationId, 'events.manage'))) {
      return { order, access: 'ORGANIZER' };
    }
    // A teammate without the right (door staff) knows the event already: told why, as across the organization.
    if (event && (await scope.roles.roleIn(event.organizationId))) {
      throw forbidden('Only owners and managers can see orders.');
    }
  }
  throw notFound('Order');
}

/**
 * The buyer's own order, or the visitor's who holds its claim token, to carry on with checkout; organizers cannot
 * act for buyers, and the access link only reads.
 */
export async function accessOwnOrder(scope: RequestScope, id: string, claimToken?: string | null): Promise<OrderRow> {
  const { order, access } = await accessOrder(scope, id, { claimToken });
  if (access === 'ORGANIZER') throw notFound('Order');
  return order;
}
