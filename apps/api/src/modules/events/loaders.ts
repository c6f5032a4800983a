import DataLoader from 'dataloader';
import type { Db } from '../../db/client.ts';
import { groupBy } from '../../db/batch.ts';
import { findGalleryByEventIds } from './repo.ts';
import type { GalleryImageRow } from './tables.ts';

/** Each event's gallery entries, batched per request. Reads only. */
export function createEventLoaders(db: Db) {
  return {
    gallery: new DataLoader<string, GalleryImageRow[]>((eventIds) =>
      findGalleryByEventIds(db, eventIds).then((rows) => groupBy(eventIds, rows, (r) => r.eventId)),
    ),
  };
}
