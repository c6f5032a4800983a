import type { Db } from '../db/client.ts';
import { createEventLoaders } from '../modules/events/loaders.ts';
import { createMediaLoaders } from '../modules/media/loaders.ts';
import { createOrganizationLoaders } from '../modules/organizations/loaders.ts';
import { createOrderLoaders } from '../modules/orders/loaders.ts';
import { createTransferLoaders } from '../modules/transfers/loaders.ts';
import { createTicketLoaders } from '../modules/tickets/loaders.ts';
import { createCheckInLoaders } from '../modules/checkin/loaders.ts';
import { createTicketTypeLoaders } from '../modules/ticket-types/loaders.ts';
import { createPromoCodeLoaders } from '../modules/promo-codes/loaders.ts';

/**
 * Per-request batch loaders, gathered from the modules (each keeps its own
 * beside its repo). A list of events asks for each one's organizer, cover and
 * ticket types; DataLoader turns those N lookups into one query per kind.
 * They only read; after every mutation the schema clears them all.
 */
export function createLoaders(db: Db) {
  const loaders = {
    ...createOrganizationLoaders(db),
    ...createMediaLoaders(db),
    ...createEventLoaders(db),
    ...createTicketTypeLoaders(db),
    ...createPromoCodeLoaders(db),
    ...createOrderLoaders(db),
    ...createTicketLoaders(db),
    ...createCheckInLoaders(db),
    ...createTransferLoaders(db),
  };
  return {
    ...loaders,
    clearAll(): void {
      for (const loader of Object.values(loaders)) loader.clearAll();
    },
  };
}

export type Loaders = ReturnType<typeof createLoaders>;
