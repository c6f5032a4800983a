import type { OrderAccess } from './access.ts';
import type { OrderRow } from './tables.ts';

/** An order as one request reads it: how it was opened, when that decides what the reader sees. */
export type OrderView = OrderRow & { openedBy?: OrderAccess };

/**
 * Whether this reader sees the order's ticket codes (the QR that gets someone in): its buyer; the browser that
 * paid, through its claim token (for the hour it still opens the order); and whoever holds the access link mailed
 * to the proven address. Never an organizer reading the order.
 */
export function showsTicketCodes(order: OrderView, viewerId: string | null): boolean {
  if (viewerId !== null && viewerId === order.buyerUserId) return true;
  return order.openedBy === 'CLAIM_TOKEN' || order.openedBy === 'ACCESS_LINK';
}
