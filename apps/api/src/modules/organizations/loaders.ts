import DataLoader from 'dataloader';
import type { OrganizationRole } from '@admit/shared';
import type { RoleLookup } from '../../common/role-lookup.ts';
import type { Db } from '../../db/client.ts';
import type { Viewer } from '../identity/viewer.ts';
import { findMemberships, findOrganizationsByIds } from './repo.ts';
import type { OrganizationRow } from './tables.ts';
import { byId } from '../../db/batch.ts';

export function createRoleLookup(db: Db, viewer: () => Promise<Viewer | null>): RoleLookup {
  const loader = new DataLoader(async (organizationIds: readonly string[]): Promise<(OrganizationRole | null)[]> => {
    const v = await viewer();
    if (!v) return organizationIds.map(() => null);
    const rows = await findMemberships(db, v.user.id, organizationIds);
    const roles = new Map(rows.map((r) => [r.organizationId, r.role]));
    return organizationIds.map((id) => roles.get(id) ?? null);
  });
  return { roleIn: (id) => loader.load(id), clear: () => void loader.clearAll() };
}

/** Organizations by id (an event's organizer), batched per request. Reads only. */
export function createOrganizationLoaders(db: Db) {
  return {
    organization: new DataLoader<string, OrganizationRow | null>((ids) =>
      findOrganizationsByIds(db, ids).then((rows) => byId(ids, rows)),
    ),
  };
}
