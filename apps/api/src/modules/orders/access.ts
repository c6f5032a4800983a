import { createHash, timingSafeEqual } from 'node:crypto';
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

function holdsClaimToken(order: OrderRow, claimToken: string | null | undefined): boolean {
  if (!claimToken || !claimTokenStillOpens(order)) return false;
  const given = Buffer.from(hashClaimToken(claimToken));
  const stored = Buffer.from(order.claimTokenHash);
  return given.length === stored.length && timingSafeEqual(given, stored);
}

export type OrderAccess = 'BUYER' | 'CLAIM_TOKEN' | 'ORGANIZER';

/**
 * Who may see an order: its buyer; the browser that started it signed out (its claim token); and the owners and
 * managers of the event's organization. Its other members are FORBIDDEN; anyone else is told it does not exist.
 */
export async function accessOrder(
  scope: RequestScope,
  id: string,
  claimToken?: string | null,
): Promise<{ order: OrderRow; access: OrderAccess }> {
  const order = await repo.findOrderById(scope.db, id);
  if (!order) throw notFound('Order');
  const viewer = await scope.viewer();
  if (viewer && order.buyerUserId === viewer.user.id) return { order, access: 'BUYER' };
  if (holdsClaimToken(order, claimToken)) return { order, access: 'CLAIM_TOKEN' };
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

/** The buyer's own order, or the visitor's who holds its claim token; organizers cannot act for buyers. */
export async function accessOwnOrder(scope: RequestScope, id: string, claimToken?: string | null): Promise<OrderRow> {
  const { order, access } = await accessOrder(scope, id, claimToken);
  if (access === 'ORGANIZER') throw notFound('Order');
  return order;
}
