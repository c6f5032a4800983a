import DataLoader from 'dataloader';
import type { Db } from '../../db/client.ts';
import { byId } from '../../db/batch.ts';
import { findImagesByIds, findUserPhotos, type ImageMeta } from './repo.ts';

/** Image metadata by id, batched per request (covers and galleries of a page of events). Reads only. */
export function createMediaLoaders(db: Db) {
  return {
    image: new DataLoader<string, ImageMeta | null>((ids) => findImagesByIds(db, ids).then((rows) => byId(ids, rows))),
    /** People's profile photos by user id (a team list shows each member's). */
    userPhoto: new DataLoader<string, ImageMeta | null>(async (userIds) => {
      const photos = new Map((await findUserPhotos(db, userIds)).map((p) => [p.userId, p]));
      return userIds.map((id) => photos.get(id) ?? null);
    }),
  };
}
