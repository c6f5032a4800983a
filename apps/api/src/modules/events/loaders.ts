import DataLoader from 'dataloader';
import type { Db } from '../../db/client.ts';
import { byId, groupBy } from '../../db/batch.ts';
import { findEventsByIds, findGalleryByEventIds } from './repo.ts';
import type { EventRow, GalleryImageRow } from './tables.ts';

/** Each event's gallery entries, batched per request. Reads only. */
export function createEventLoaders(db: Db) {
  return {
    gallery: new DataLoader<string, GalleryImageRow[]>((eventIds) =>
      findGalleryByEventIds(db, eventIds).then((rows) => groupBy(eventIds, rows, (r) => r.eventId)),
    ),
    /** Events by id (an order's, a ticket's). */
    eventById: new DataLoader<string, EventRow | null>((ids) =>
      findEventsByIds(db, ids).then((rows) => byId(ids, rows)),
    ),
  };
}
