import {
  can,
  createOrganizationSchema,
  inviteMemberSchema,
  roleSchema,
  updateOrganizationSchema,
  validate,
  type OrganizationRole,
} from '@admit/shared';
import type { Context } from '../../graphql/context.ts';
import { badUserInput, conflict, notFound } from '../../graphql/errors.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { requireViewer } from '../identity/service.ts';
import type { Viewer } from '../identity/viewer.ts';
import { requirePermission } from './access.ts';
import * as repo from './repo.ts';
import type { InvitationRow, MemberRow, OrganizationRow } from './tables.ts';

const SLUG_TAKEN = 'That address is taken; try another.';

export async function createOrganization(ctx: Context, input: unknown): Promise<OrganizationRow> {
  const viewer = await requireViewer(ctx);
  const parsed = validate(createOrganizationSchema, input);
  if (!parsed.ok) throw badUserInput(parsed.errors);
  try {
    return await repo.insertOrganizationWithOwner(ctx.db, parsed.value, viewer.user.id);
  } catch (error) {
    if (isUniqueViolation(error, 'organizations_slug_unique')) throw badUserInput({ slug: SLUG_TAKEN });
    throw error;
  }
}

export async function updateOrganization(ctx: Context, id: string, input: unknown): Promise<OrganizationRow> {
  await requirePermission(ctx, id, 'organization.update');
  const parsed = validate(updateOrganizationSchema, input);
  if (!parsed.ok) throw badUserInput(parsed.errors);
  return repo.updateOrganizationName(ctx.db, id, parsed.value.name);
}

export async function organizationBySlug(ctx: Context, slug: string): Promise<OrganizationRow> {
  await requireViewer(ctx);
  const org = await repo.findOrganizationBySlug(ctx.db, slug);
  if (!org) throw notFound('Organization');
  await requirePermission(ctx, org.id, 'organization.view');
  return org;
}

/**
 * The viewer's organizations. Invitations to a verified address become
 * memberships here: the web app asks for this right after sign-in.
 */
export async function organizationsOfViewer(ctx: Context, viewer: Viewer): Promise<OrganizationRow[]> {
  const email = viewer.user.emailVerified ? viewer.user.email?.toLowerCase() : undefined;
  if (email && (await repo.acceptInvitationsFor(ctx.db, viewer.user.id, email)) > 0) {
    ctx.loaders.viewerRole.clearAll();
  }
  return repo.listOrganizationsOfUser(ctx.db, viewer.user.id);
}

/**
 * The team list. Everyone in the team sees who is in it; only owners, who
 * manage the team, see teammates' email addresses and phone numbers.
 */
export async function members(ctx: Context, organizationId: string) {
  const { viewer, role } = await requirePermission(ctx, organizationId, 'organization.view');
  const rows = await repo.listMembers(ctx.db, organizationId);
  if (can(role, 'team.manage')) return rows;
  return rows.map((m) =>
    m.userId === viewer.user.id ? m : { ...m, user: { ...m.user, email: null, phoneNumber: null } },
  );
}

export async function invitations(ctx: Context, organizationId: string): Promise<InvitationRow[]> {
  await requirePermission(ctx, organizationId, 'team.manage');
  return repo.listOpenInvitations(ctx.db, organizationId);
}

export async function inviteMember(ctx: Context, organizationId: string, input: unknown): Promise<InvitationRow> {
  const { viewer } = await requirePermission(ctx, organizationId, 'team.manage');
  const parsed = validate(inviteMemberSchema, input);
  if (!parsed.ok) throw badUserInput(parsed.errors);
  const existing = await repo.listMembers(ctx.db, organizationId);
  if (existing.some((m) => m.user.email?.toLowerCase() === parsed.value.email)) {
    throw badUserInput({ email: 'That person is already a member; change their role in the team list.' });
  }
  return repo.upsertInvitation(ctx.db, { organizationId, ...parsed.value, invitedBy: viewer.user.id });
}

export async function revokeInvitation(ctx: Context, id: string): Promise<boolean> {
  await requireViewer(ctx);
  const invitation = await repo.findInvitation(ctx.db, id);
  if (!invitation || invitation.acceptedAt) throw notFound('Invitation');
  await requirePermission(ctx, invitation.organizationId, 'team.manage');
  await repo.deleteInvitation(ctx.db, id);
  return true;
}

const LAST_OWNER = 'An organization needs at least one owner. Make someone else an owner first.';

/**
 * Changes that could leave no owner run in a transaction that locks the
 * organization row and counts owners before committing.
 */
async function withOwnerGuard<T>(
  ctx: Context,
  organizationId: string,
  change: (tx: Context['db']) => Promise<T>,
): Promise<T> {
  const result = await ctx.db.transaction(async (tx) => {
    const value = await change(tx);
    if ((await repo.lockOrganizationAndCountOwners(tx, organizationId)) === 0) throw conflict(LAST_OWNER);
    return value;
  });
  ctx.loaders.viewerRole.clear(organizationId);
  return result;
}

export async function changeMemberRole(
  ctx: Context,
  organizationId: string,
  userId: string,
  role: unknown,
): Promise<MemberRow> {
  await requirePermission(ctx, organizationId, 'team.manage');
  const parsed = validate(roleSchema, role);
  if (!parsed.ok) throw badUserInput({ role: parsed.errors['_'] ?? 'Choose a role.' });
  const nextRole: OrganizationRole = parsed.value;
  return withOwnerGuard(ctx, organizationId, async (tx) => {
    const row = await repo.setMemberRole(tx, organizationId, userId, nextRole);
    if (!row) throw notFound('Member');
    return row;
  });
}

export async function removeMember(ctx: Context, organizationId: string, userId: string): Promise<boolean> {
  await requirePermission(ctx, organizationId, 'team.manage');
  return withOwnerGuard(ctx, organizationId, async (tx) => {
    if (!(await repo.deleteMember(tx, organizationId, userId))) throw notFound('Member');
    return true;
  });
}

export async function leaveOrganization(ctx: Context, organizationId: string): Promise<boolean> {
  const { viewer } = await requirePermission(ctx, organizationId, 'organization.view');
  return withOwnerGuard(ctx, organizationId, async (tx) => {
    await repo.deleteMember(tx, organizationId, viewer.user.id);
    return true;
  });
}
