import { can, type OrganizationRole, type Permission } from '@admit/shared';
import type { Context } from '../../graphql/context.ts';
import { forbidden } from '../../graphql/errors.ts';
import { requireViewer } from '../identity/service.ts';
import type { Viewer } from '../identity/viewer.ts';

const WHAT: Record<Permission, string> = {
  'organization.view': 'Only members of this organization can see it.',
  'organization.update': 'Only owners can change the organization.',
  'team.manage': 'Only owners can manage the team.',
  'events.manage': 'Only owners and managers can manage events.',
  'checkin.perform': 'Only this organization’s team can check tickets in.',
};

/**
 * The one gate for organization work: the viewer must be signed in and hold a
 * role that `permissions` (packages/shared) allows. Throws UNAUTHENTICATED or
 * FORBIDDEN; returns who they are and their role.
 */
export async function requirePermission(
  ctx: Context,
  organizationId: string,
  permission: Permission,
): Promise<{ viewer: Viewer; role: OrganizationRole }> {
  const viewer = await requireViewer(ctx);
  const role = await ctx.loaders.viewerRole.load(organizationId);
  if (!role || !can(role, permission)) throw forbidden(WHAT[permission]);
  return { viewer, role };
}

/** True when the viewer may do `permission` in the organization; never throws for visitors. */
export async function viewerCan(ctx: Context, organizationId: string, permission: Permission): Promise<boolean> {
  return can(await ctx.loaders.viewerRole.load(organizationId), permission);
}
