import DataLoader from 'dataloader';
import type { OrganizationRole } from '@admit/shared';
import type { Db } from '../db/client.ts';
import { findGalleryByEventIds } from '../modules/events/repo.ts';
import type { Viewer } from '../modules/identity/viewer.ts';
import { findImagesByIds } from '../modules/media/repo.ts';
import { acceptInvitationsFor, findMemberships, findOrganizationsByIds } from '../modules/organizations/repo.ts';
import { findTicketTypesByEventIds } from '../modules/ticket-types/repo.ts';

/** Groups rows by a key, in the order DataLoader asked for the keys. */
function groupBy<T>(keys: readonly string[], rows: T[], keyOf: (row: T) => string): T[][] {
  const groups = new Map<string, T[]>(keys.map((k) => [k, []]));
  for (const row of rows) groups.get(keyOf(row))?.push(row);
  return keys.map((k) => groups.get(k) ?? []);
}

function byId<T extends { id: string }>(keys: readonly string[], rows: T[]): (T | null)[] {
  const map = new Map(rows.map((r) => [r.id, r]));
  return keys.map((k) => map.get(k) ?? null);
}

/**
 * Per-request batch loaders. A list of events asks for each one's organizer,
 * cover and ticket types; DataLoader turns those N lookups into one query per
 * kind, so a page of events costs the same few statements whatever its size.
 */
export function createLoaders(db: Db, viewer: () => Promise<Viewer | null>) {
  return {
    organization: new DataLoader((ids: readonly string[]) => findOrganizationsByIds(db, ids).then((r) => byId(ids, r))),
    image: new DataLoader((ids: readonly string[]) => findImagesByIds(db, ids).then((r) => byId(ids, r))),
    gallery: new DataLoader((eventIds: readonly string[]) =>
      findGalleryByEventIds(db, eventIds).then((rows) => groupBy(eventIds, rows, (r) => r.eventId)),
    ),
    ticketTypes: new DataLoader((eventIds: readonly string[]) =>
      findTicketTypesByEventIds(db, eventIds).then((rows) => groupBy(eventIds, rows, (r) => r.eventId)),
    ),
    /** The viewer's role in each organization asked about; null when not a member or signed out. */
    viewerRole: new DataLoader(async (organizationIds: readonly string[]): Promise<(OrganizationRole | null)[]> => {
      const v = await viewer();
      if (!v) return organizationIds.map(() => null);
      let rows = await findMemberships(db, v.user.id, organizationIds);
      // Not a member yet? An invitation to their verified email may be waiting: accept it on first contact.
      const email = v.user.emailVerified ? v.user.email?.toLowerCase() : undefined;
      if (email && rows.length < organizationIds.length && (await acceptInvitationsFor(db, v.user.id, email)) > 0) {
        rows = await findMemberships(db, v.user.id, organizationIds);
      }
      const roles = new Map(rows.map((r) => [r.organizationId, r.role]));
      return organizationIds.map((id) => roles.get(id) ?? null);
    }),
  };
}

export type Loaders = ReturnType<typeof createLoaders>;
