import { can, type OrganizationRole } from '@admit/shared';
import type { EventRow } from '../events/tables.ts';
import type { ListHourRow, OrderHourRow, TypeHourRow, TypeTotalRow } from './repo.ts';

export type DashboardRows = {
  types: TypeTotalRow[];
  orderHours: OrderHourRow[];
  ticketHours: TypeHourRow[];
  arrivals: ListHourRow[];
};

export type DashboardHourView = { hour: Date; orders: number; tickets: number; netMinor: number | null };

export type EventDashboardView = {
  eventId: string;
  currency: string;
  timeZone: string;
  ticketsSold: number;
  capacity: number;
  orders: number;
  grossMinor: number | null;
  refundedMinor: number | null;
  netMinor: number | null;
  ticketTypes: { ticketTypeId: string; name: string; ticketsSold: number; capacity: number }[];
  hours: DashboardHourView[];
  checkInLists: { listId: string; name: string; checkedIn: number; hours: { hour: Date; arrivals: number }[] }[];
};

const sum = <T>(rows: readonly T[], of: (row: T) => number): number => rows.reduce((n, row) => n + of(row), 0);

/** Orders and tickets of each hour together, oldest first; money only for those who may see it. */
function hoursOf(rows: DashboardRows, money: boolean): DashboardHourView[] {
  const byHour = new Map<number, DashboardHourView>();
  const at = (hour: Date) => {
    let view = byHour.get(hour.getTime());
    if (!view) byHour.set(hour.getTime(), (view = { hour, orders: 0, tickets: 0, netMinor: money ? 0 : null }));
    return view;
  };
  for (const row of rows.orderHours) {
    const view = at(row.hour);
    view.orders += row.orders;
    if (view.netMinor !== null) view.netMinor += row.grossMinor - row.refundedMinor;
  }
  for (const row of rows.ticketHours) at(row.hour).tickets += row.ticketsIssued;
  return [...byHour.values()].sort((a, b) => a.hour.getTime() - b.hour.getTime());
}

function listsOf(rows: ListHourRow[]): EventDashboardView['checkInLists'] {
  const lists = new Map<string, EventDashboardView['checkInLists'][number]>();
  for (const row of rows) {
    let list = lists.get(row.listId);
    if (!list) lists.set(row.listId, (list = { listId: row.listId, name: row.name, checkedIn: 0, hours: [] }));
    if (row.hour === null) continue;
    list.checkedIn += row.arrivals;
    list.hours.push({ hour: row.hour, arrivals: row.arrivals });
  }
  return [...lists.values()];
}

/**
 * The dashboard as one viewer may see it, like Event.sales (tickets/sales-presenter.ts): members see the counts
 * (the door needs them); only those who may see orders see money. The caller has already refused outsiders.
 */
export function presentDashboard(event: EventRow, rows: DashboardRows, role: OrganizationRole): EventDashboardView {
  const money = can(role, 'orders.view');
  const gross = sum(rows.orderHours, (r) => r.grossMinor);
  const refunded = sum(rows.orderHours, (r) => r.refundedMinor);
  return {
    eventId: event.id,
    currency: event.currency,
    timeZone: event.timeZone,
    ticketsSold: sum(rows.types, (t) => t.ticketsSold),
    capacity: sum(rows.types, (t) => t.capacity),
    orders: sum(rows.orderHours, (r) => r.orders),
    grossMinor: money ? gross : null,
    refundedMinor: money ? refunded : null,
    netMinor: money ? gross - refunded : null,
    ticketTypes: rows.types.map((t) => ({ ...t })),
    hours: hoursOf(rows, money),
    checkInLists: listsOf(rows.arrivals),
  };
}
