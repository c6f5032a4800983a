import type { Permission } from '@admit/shared';
import { notFound } from '../../common/errors.ts';
import type { RequestScope } from '../../common/scope.ts';
import { findEventById } from '../events/repo.ts';
import type { EventRow } from '../events/tables.ts';
import { requireViewer } from '../identity/access.ts';
import { requirePermission } from '../organizations/access.ts';

/**
 * The back office's gate on one event's orders, as for the rest of its management (events/service.ts
 * eventForManagement): signed in, then owners and managers only; door staff and people of other organizations are
 * FORBIDDEN. The event's id is no secret (its page shows it), so refusing says nothing an outsider did not know.
 */
export async function eventForOrderStaff(
  scope: RequestScope,
  eventId: string,
  permission: Permission,
): Promise<EventRow> {
  await requireViewer(scope);
  const event = await findEventById(scope.db, eventId);
  if (!event) throw notFound('Event');
  await requirePermission(scope, event.organizationId, permission);
  return event;
}
