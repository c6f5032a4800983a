import { can, type OrganizationRole } from '@admit/shared';
import type { EventSalesRow } from './repo.ts';

export type EventSalesView = {
  ticketsSold: number;
  capacity: number;
  revenueMinor: number | null;
  ordersToRefund: number | null;
};

/**
 * An event's sales as one viewer may see them: members see the counts (the door needs them); only those who may see
 * orders see money. Anyone outside the organization sees nothing.
 */
export function presentSales(row: EventSalesRow | null, role: OrganizationRole | null): EventSalesView | null {
  if (!can(role, 'organization.view')) return null;
  const counts = { ticketsSold: row?.ticketsSold ?? 0, capacity: row?.capacity ?? 0 };
  if (!can(role, 'orders.view')) return { ...counts, revenueMinor: null, ordersToRefund: null };
  return { ...counts, revenueMinor: row?.revenueMinor ?? 0, ordersToRefund: row?.ordersToRefund ?? 0 };
}
