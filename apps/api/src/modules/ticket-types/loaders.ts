import DataLoader from 'dataloader';
import type { Db } from '../../db/client.ts';
import { groupBy } from '../../db/batch.ts';
import { findTicketTypesByEventIds } from './repo.ts';
import type { TicketTypeRow } from './tables.ts';

/** Each event's ticket types in their sort order, batched per request. Reads only. */
export function createTicketTypeLoaders(db: Db) {
  return {
    ticketTypes: new DataLoader<string, TicketTypeRow[]>((eventIds) =>
      findTicketTypesByEventIds(db, eventIds).then((rows) => groupBy(eventIds, rows, (r) => r.eventId)),
    ),
  };
}
