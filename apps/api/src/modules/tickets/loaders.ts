import DataLoader from 'dataloader';
import type { Db } from '../../db/client.ts';
import { groupBy } from '../../db/batch.ts';
import { findTicketsByOrderIds } from './repo.ts';
import type { TicketRow } from './tables.ts';

/** Each order's tickets, batched per request. Reads only. */
export function createTicketLoaders(db: Db) {
  return {
    ticketsOfOrder: new DataLoader<string, TicketRow[]>((ids) =>
      findTicketsByOrderIds(db, ids).then((rows) => groupBy(ids, rows, (r) => r.orderId)),
    ),
  };
}
