import DataLoader from 'dataloader';
import type { Db } from '../../db/client.ts';
import { groupBy } from '../../db/batch.ts';
import type { OrderStatus } from '../orders/tables.ts';
import { findOrderStatuses, findSalesOfEvents, findTicketsByOrderIds, type EventSalesRow } from './repo.ts';
import type { TicketRow } from './tables.ts';

/** Each order's tickets, and each event's sales (a list of events), batched per request. Reads only. */
export function createTicketLoaders(db: Db) {
  return {
    ticketsOfOrder: new DataLoader<string, TicketRow[]>((ids) =>
      findTicketsByOrderIds(db, ids).then((rows) => groupBy(ids, rows, (r) => r.orderId)),
    ),
    eventSales: new DataLoader<string, EventSalesRow | null>((ids) =>
      findSalesOfEvents(db, ids).then((rows) => {
        const byEvent = new Map(rows.map((r) => [r.eventId, r]));
        return ids.map((id) => byEvent.get(id) ?? null);
      }),
    ),
    // The status of tickets' orders, for their state.
    orderStatus: new DataLoader<string, OrderStatus | null>(async (ids) => {
      const found = new Map((await findOrderStatuses(db, ids)).map((o) => [o.id, o.status]));
      return ids.map((id) => found.get(id) ?? null);
    }),
  };
}
