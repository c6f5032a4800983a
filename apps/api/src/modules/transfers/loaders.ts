import DataLoader from 'dataloader';
import type { Db } from '../../db/client.ts';
import { groupBy } from '../../db/batch.ts';
import { findTransfersOfTickets } from './repo.ts';
import type { TicketTransferRow } from './tables.ts';

/** Each ticket's chain of offers, oldest first, batched per request (an order's tickets in one read). */
export function createTransferLoaders(db: Db) {
  return {
    ticketTransfers: new DataLoader<string, TicketTransferRow[]>((ids) =>
      findTransfersOfTickets(db, ids).then((rows) => groupBy(ids, rows, (r) => r.ticketId)),
    ),
  };
}
