import { can, type EventStatus, type OrganizationRole } from '@admit/shared';
import { ORGANIZATION_DASHBOARD_EVENTS, type OrganizationEventRow } from './org-repo.ts';

export type CurrencyRevenueView = { currency: string; grossMinor: number; refundedMinor: number; netMinor: number };

export type OrganizationDashboardView = {
  organizationId: string;
  ticketsSold: number;
  capacity: number;
  orders: number;
  revenue: CurrencyRevenueView[] | null;
  events: {
    eventId: string;
    title: string;
    slug: string;
    startsAt: Date;
    status: EventStatus;
    currency: string;
    ticketsSold: number;
    capacity: number;
    orders: number;
    netMinor: number | null;
  }[];
  days: { day: string; orders: number; tickets: number }[];
};

/** Money summed per currency, never across currencies. */
function revenueOf(rows: OrganizationEventRow[]): CurrencyRevenueView[] {
  const byCurrency = new Map<string, CurrencyRevenueView>();
  for (const row of rows) {
    const view = byCurrency.get(row.currency) ?? {
      currency: row.currency,
      grossMinor: 0,
      refundedMinor: 0,
      netMinor: 0,
    };
    view.grossMinor += row.gross_minor;
    view.refundedMinor += row.refunded_minor;
    view.netMinor += row.gross_minor - row.refunded_minor;
    byCurrency.set(row.currency, view);
  }
  return [...byCurrency.values()].filter((v) => v.grossMinor > 0).sort((a, b) => a.currency.localeCompare(b.currency));
}

/** What a member sees of the organization's sales: counts for every member, money for those who see orders. */
export function presentOrganizationDashboard(
  organizationId: string,
  rows: OrganizationEventRow[],
  days: OrganizationDashboardView['days'],
  role: OrganizationRole,
): OrganizationDashboardView {
  const money = can(role, 'orders.view');
  return {
    organizationId,
    ticketsSold: rows.reduce((n, r) => n + r.tickets_sold, 0),
    capacity: rows.reduce((n, r) => n + r.capacity, 0),
    orders: rows.reduce((n, r) => n + r.orders, 0),
    revenue: money ? revenueOf(rows) : null,
    events: rows.slice(0, ORGANIZATION_DASHBOARD_EVENTS).map((r) => ({
      eventId: r.event_id,
      title: r.title,
      slug: r.slug,
      startsAt: r.starts_at,
      status: r.status,
      currency: r.currency,
      ticketsSold: r.tickets_sold,
      capacity: r.capacity,
      orders: r.orders,
      netMinor: money ? r.gross_minor - r.refunded_minor : null,
    })),
    days,
  };
}
