import type { OrganizationRole } from '@admit/shared';
import { notFound } from '../../common/errors.ts';
import type { RequestScope } from '../../common/scope.ts';
import type { Db } from '../../db/client.ts';
import { findEventById } from '../events/repo.ts';
import type { EventRow } from '../events/tables.ts';
import { requirePermission } from '../organizations/access.ts';
import { presentDashboard, type EventDashboardView } from './presenter.ts';
import * as repo from './repo.ts';

/** The event, and the viewer's role in its organization: every member (door staff see counts only). */
async function authorize(scope: RequestScope, eventId: string): Promise<{ event: EventRow; role: OrganizationRole }> {
  const event = await findEventById(scope.db, eventId);
  if (!event) throw notFound('Event');
  const { role } = await requirePermission(scope, event.organizationId, 'organization.view');
  return { event, role };
}

/** Four small reads of the rollups (hundreds of rows whatever the number of orders), never of orders themselves. */
async function read(db: Db, event: EventRow, role: OrganizationRole): Promise<EventDashboardView> {
  const [types, orderHours, ticketHours, arrivals] = await Promise.all([
    repo.findTypeTotals(db, event.id),
    repo.findOrderHours(db, event.id),
    repo.findTicketHours(db, event.id),
    repo.findArrivalHours(db, event.id),
  ]);
  return presentDashboard(event, { types, orderHours, ticketHours, arrivals }, role);
}

export async function eventDashboard(scope: RequestScope, eventId: string): Promise<EventDashboardView> {
  const { event, role } = await authorize(scope, eventId);
  return read(scope.db, event, role);
}

/**
 * The dashboard now, then again after every change this instance hears of (whichever instance made it), until `signal` aborts.
 * The role is asked again before each new dashboard, so a member removed (or made door staff) stops seeing it (or
 * its money) at the next change. The scope is the subscription's own request, so clearing its role cache touches
 * no other. Refusals (not signed in, not a member) are thrown here, before a stream starts.
 */
export async function dashboardChanges(
  scope: RequestScope,
  eventId: string,
  signal: AbortSignal,
): Promise<AsyncIterable<EventDashboardView>> {
  const first = await authorize(scope, eventId);
  const live = scope.live;
  if (!live) throw new Error('A subscription needs the live feed; only a server has one.');
  return (async function* () {
    yield await read(scope.db, first.event, first.role);
    const pings = live.changesOf(first.event.id, signal)[Symbol.asyncIterator]();
    while (!(await pings.next()).done) {
      scope.roles.clear();
      const now = await authorize(scope, eventId);
      yield await read(scope.db, now.event, now.role);
    }
  })();
}
