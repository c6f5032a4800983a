import DataLoader from 'dataloader';
import type { Db } from '../../db/client.ts';
import { findFirstCheckIns } from './repo.ts';

/** When each ticket was first checked in (any list), batched per request. Reads only. */
export function createCheckInLoaders(db: Db) {
  return {
    ticketCheckedInAt: new DataLoader<string, Date | null>(async (ids) => {
      const found = new Map((await findFirstCheckIns(db, ids)).map((r) => [r.ticketId, r.at]));
      return ids.map((id) => found.get(id) ?? null);
    }),
  };
}
