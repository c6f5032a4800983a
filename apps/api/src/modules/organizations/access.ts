import { can, type OrganizationRole, type Permission } from '@admit/shared';
import type { RequestScope } from '../../common/scope.ts';
import { forbidden } from '../../common/errors.ts';
import { requireViewer } from '../identity/access.ts';
import type { Viewer } from '../identity/viewer.ts';

const WHAT: Record<Permission, string> = {
  'organization.view': 'Only members of this organization can see it.',
  'organization.update': 'Only owners can change the organization.',
  'team.manage': 'Only owners can manage the team.',
  'events.manage': 'Only owners and managers can manage events.',
  'orders.view': 'Only owners and managers can see orders and revenue.',
  'audit.view': 'Only owners and managers can read the audit log.',
  'checkin.perform': 'Only this organization’s team can check tickets in.',
};

/**
 * The one gate for organization work: the viewer must be signed in and hold a
 * role that `permissions` (packages/shared) allows. Throws UNAUTHENTICATED or
 * FORBIDDEN; returns who they are and their role.
 */
export async function requirePermission(
  scope: RequestScope,
  organizationId: string,
  permission: Permission,
): Promise<{ viewer: Viewer; role: OrganizationRole }> {
  const viewer = await requireViewer(scope);
  const role = await scope.roles.roleIn(organizationId);
  if (!role || !can(role, permission)) throw forbidden(WHAT[permission]);
  return { viewer, role };
}

/** True when the viewer may do `permission` in the organization; never throws for visitors. */
export async function viewerCan(scope: RequestScope, organizationId: string, permission: Permission): Promise<boolean> {
  return can(await scope.roles.roleIn(organizationId), permission);
}
