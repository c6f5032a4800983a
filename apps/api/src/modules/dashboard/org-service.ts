import { z, type OrganizationRole } from '@admit/shared';
import { notFound } from '../../common/errors.ts';
import type { RequestScope } from '../../common/scope.ts';
import type { Db } from '../../db/client.ts';
import { requirePermission } from '../organizations/access.ts';
import { presentOrganizationDashboard, type OrganizationDashboardView } from './org-presenter.ts';
import * as repo from './org-repo.ts';

/** Every member of the organization (door staff see counts only); anyone else finds none. */
async function authorize(scope: RequestScope, organizationId: string): Promise<OrganizationRole> {
  if (!z.uuid().safeParse(organizationId).success) throw notFound('Organization');
  const { role } = await requirePermission(scope, organizationId, 'organization.view');
  return role;
}

/** Two reads of the rollups, summed per event and per day: the organization's orders are never scanned. */
async function read(db: Db, organizationId: string, role: OrganizationRole): Promise<OrganizationDashboardView> {
  const [events, days] = await Promise.all([
    repo.findOrganizationEvents(db, organizationId),
    repo.findOrganizationDays(db, organizationId),
  ]);
  return presentOrganizationDashboard(organizationId, events, days, role);
}

export async function organizationDashboard(
  scope: RequestScope,
  organizationId: string,
): Promise<OrganizationDashboardView> {
  return read(scope.db, organizationId, await authorize(scope, organizationId));
}

/**
 * The organization's dashboard now, then again after a change to any of its events' sales (on any instance), its
 * role asked again each time, until `signal` aborts. Events created after it started are read, but their own
 * changes are heard from the next subscription on.
 */
export async function organizationDashboardChanges(
  scope: RequestScope,
  organizationId: string,
  signal: AbortSignal,
): Promise<AsyncIterable<OrganizationDashboardView>> {
  const first = await read(scope.db, organizationId, await authorize(scope, organizationId));
  const live = scope.live;
  if (!live) throw new Error('A subscription needs the live feed; only a server has one.');
  const ids = first.events.map((e) => e.eventId);
  return (async function* () {
    yield first;
    const pings = live.changesOfAny(ids, signal)[Symbol.asyncIterator]();
    while (!(await pings.next()).done) {
      scope.roles.clear();
      yield await read(scope.db, organizationId, await authorize(scope, organizationId));
    }
  })();
}
