import DataLoader from 'dataloader';
import type { Db } from '../../db/client.ts';
import { byId, groupBy } from '../../db/batch.ts';
import { findTicketTypesByEventIds, findTicketTypesByIds } from './repo.ts';
import type { TicketTypeRow } from './tables.ts';

/** Each event's ticket types in their sort order, batched per request. Reads only. */
export function createTicketTypeLoaders(db: Db) {
  return {
    ticketTypes: new DataLoader<string, TicketTypeRow[]>((eventIds) =>
      findTicketTypesByEventIds(db, eventIds).then((rows) => groupBy(eventIds, rows, (r) => r.eventId)),
    ),
    /** Ticket types by id (an order line's, a ticket's), whatever their event. */
    ticketTypeById: new DataLoader<string, TicketTypeRow | null>((ids) =>
      findTicketTypesByIds(db, ids).then((rows) => byId(ids, rows)),
    ),
  };
}
