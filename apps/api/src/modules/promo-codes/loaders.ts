import DataLoader from 'dataloader';
import type { Db } from '../../db/client.ts';
import { byId } from '../../db/batch.ts';
import { findPromoCodesByIds } from './repo.ts';
import type { PromoCodeRow } from './tables.ts';

/** Promo codes by id (the code an order used), batched per request. Reads only. */
export function createPromoCodeLoaders(db: Db) {
  return {
    promoCodeById: new DataLoader<string, PromoCodeRow | null>((ids) =>
      findPromoCodesByIds(db, ids).then((rows) => byId(ids, rows)),
    ),
  };
}
