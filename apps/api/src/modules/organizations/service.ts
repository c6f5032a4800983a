import {
  createOrganizationSchema,
  inviteMemberSchema,
  roleSchema,
  updateOrganizationSchema,
  validate,
  type OrganizationRole,
} from '@admit/shared';
import { actorOf, recordAudit, type AuditActor } from '../audit/record.ts';
import { badUserInput, conflict, forbidden, notFound } from '../../common/errors.ts';
import type { RequestScope } from '../../common/scope.ts';
import { parseInput } from '../../common/validation.ts';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { requireViewer } from '../identity/access.ts';
import type { Viewer } from '../identity/viewer.ts';
import { requirePermission } from './access.ts';
import { presentMembers, presentPendingInvitation, type MemberView } from './presenter.ts';
import * as repo from './repo.ts';
import type { InvitationRow, OrganizationRow } from './tables.ts';
import { countAttempt } from '../../rate-limits/attempts.ts';

const SLUG_TAKEN = 'That address is taken; try another.';
const LAST_OWNER = 'An organization needs at least one owner. Make someone else an owner first.';

/** Any signed-in person may start an organization; they become its first owner, in the same transaction. */
export async function createOrganization(scope: RequestScope, input: unknown): Promise<OrganizationRow> {
  const viewer = await requireViewer(scope);
  const value = parseInput(createOrganizationSchema, input);
  await countAttempt(scope, 'createOrganization');
  try {
    return await scope.db.transaction(async (tx) => {
      const org = await repo.insertOrganization(tx, value);
      await repo.insertMemberIfAbsent(tx, { organizationId: org.id, userId: viewer.user.id, role: 'OWNER' });
      return org;
    });
  } catch (error) {
    if (isUniqueViolation(error, 'organizations_slug_unique')) throw badUserInput({ slug: SLUG_TAKEN });
    throw error;
  }
}

export async function updateOrganization(scope: RequestScope, id: string, input: unknown): Promise<OrganizationRow> {
  await requirePermission(scope, id, 'organization.update');
  const { name } = parseInput(updateOrganizationSchema, input);
  return repo.updateOrganizationName(scope.db, id, name);
}

export async function organizationBySlug(scope: RequestScope, slug: string): Promise<OrganizationRow> {
  await requireViewer(scope);
  const org = await repo.findOrganizationBySlug(scope.db, slug);
  if (!org) throw notFound('Organization');
  await requirePermission(scope, org.id, 'organization.view');
  return org;
}

export async function organizationsOf(scope: RequestScope, viewer: Viewer): Promise<OrganizationRow[]> {
  return repo.listOrganizationsOfUser(scope.db, viewer.user.id);
}

/** The address invitations go to: a verified one only, since anyone can sign up with an address they do not own. */
function invitableEmail(viewer: Viewer): string | null {
  return viewer.user.emailVerified ? (viewer.user.email?.toLowerCase() ?? null) : null;
}

/** Invitations waiting for the viewer's answer: to their verified email, not declined, not expired. */
export async function pendingInvitationsOf(scope: RequestScope, viewer: Viewer, now = new Date()) {
  const email = invitableEmail(viewer);
  if (!email) return [];
  const open = await repo.listOpenInvitationsTo(scope.db, email);
  return open.filter((invitation) => invitation.expiresAt > now).map(presentPendingInvitation);
}

/** The invitation addressed to the viewer, or NOT_FOUND: someone else's invitation is not theirs to see. */
async function ownInvitation(scope: RequestScope, id: string): Promise<{ viewer: Viewer; email: string }> {
  const viewer = await requireViewer(scope);
  const invitation = await repo.findInvitation(scope.db, id);
  if (!invitation) throw notFound('Invitation');
  const email = invitableEmail(viewer);
  if (!email) {
    if (viewer.user.email?.toLowerCase() === invitation.email) {
      throw forbidden('Verify your email address first: invitations go to verified addresses only.');
    }
    throw notFound('Invitation');
  }
  if (invitation.email !== email) throw notFound('Invitation');
  return { viewer, email };
}

/** The invited person joins with the invitation's role; a membership they already have keeps its role. */
export async function acceptInvitation(scope: RequestScope, id: string, now = new Date()): Promise<OrganizationRow> {
  const { viewer } = await ownInvitation(scope, id);
  const actor = await actorOf(scope);
  const organizationId = await scope.db.transaction(async (tx) => {
    // Locked: an owner revoking, or a second tab declining, cannot cross this answer.
    const invitation = await repo.lockInvitation(tx, id);
    if (!invitation) throw notFound('Invitation');
    if (invitation.acceptedAt) return invitation.organizationId;
    if (invitation.declinedAt) throw conflict('You declined this invitation. Ask an owner to invite you again.');
    if (invitation.expiresAt <= now) {
      throw conflict('This invitation has expired. Ask an owner to invite you again.');
    }
    await repo.updateInvitation(tx, id, { acceptedAt: now });
    await repo.insertMemberIfAbsent(tx, {
      organizationId: invitation.organizationId,
      userId: viewer.user.id,
      role: invitation.role,
    });
    await auditMembership(tx, actor, invitation.organizationId, viewer.user.id, 'member.joined', {
      after: { role: invitation.role, invitationId: invitation.id },
    });
    return invitation.organizationId;
  });
  const org = await repo.findOrganizationById(scope.db, organizationId);
  if (!org) throw notFound('Organization');
  return org;
}

/** The invited person says no; owners see it declined and may invite again. */
export async function declineInvitation(scope: RequestScope, id: string, now = new Date()): Promise<boolean> {
  await ownInvitation(scope, id);
  await scope.db.transaction(async (tx) => {
    const invitation = await repo.lockInvitation(tx, id);
    if (!invitation || invitation.acceptedAt) throw notFound('Invitation');
    if (!invitation.declinedAt) await repo.updateInvitation(tx, id, { declinedAt: now });
  });
  return true;
}

export async function membersOf(scope: RequestScope, organizationId: string): Promise<MemberView[]> {
  const { viewer, role } = await requirePermission(scope, organizationId, 'organization.view');
  return presentMembers(await repo.listMembers(scope.db, organizationId), viewer.user.id, role);
}

/** Owners: invitations not accepted yet, whether waiting, declined or expired. */
export async function invitationsOf(scope: RequestScope, organizationId: string): Promise<InvitationRow[]> {
  await requirePermission(scope, organizationId, 'team.manage');
  return repo.listUnacceptedInvitations(scope.db, organizationId);
}

/**
 * Invites an address with a role, for INVITATION_EXPIRY_DAYS. Inviting the
 * same address again replaces the role and starts the time again, even after
 * a decline.
 */
export async function inviteMember(
  scope: RequestScope,
  organizationId: string,
  input: unknown,
  now = new Date(),
): Promise<InvitationRow> {
  const { viewer } = await requirePermission(scope, organizationId, 'team.manage');
  const { email, role } = parseInput(inviteMemberSchema, input);
  await countAttempt(scope, 'invitation');
  const existing = await repo.listMembers(scope.db, organizationId);
  if (existing.some((m) => m.user.email?.toLowerCase() === email)) {
    throw badUserInput({ email: 'That person is already a member; change their role in the team list.' });
  }
  return repo.saveUnacceptedInvitation(scope.db, {
    organizationId,
    email,
    role,
    invitedBy: viewer.user.id,
    expiresAt: new Date(now.getTime() + scope.config.invitationExpiryDays * 86_400_000),
    declinedAt: null,
  });
}

export async function revokeInvitation(scope: RequestScope, id: string): Promise<boolean> {
  await requireViewer(scope);
  const invitation = await repo.findInvitation(scope.db, id);
  if (!invitation || invitation.acceptedAt) throw notFound('Invitation');
  await requirePermission(scope, invitation.organizationId, 'team.manage');
  if (!(await repo.deleteUnacceptedInvitation(scope.db, id))) {
    // Accepted between the read above and the delete: they are a member now.
    throw conflict('This invitation was accepted; remove the member from the team instead.');
  }
  return true;
}

/**
 * Changes that could leave no owner run in a transaction that locks the
 * organization row and counts owners before committing.
 */
/** A membership's change, recorded in its transaction: the member by their user id only. */
function auditMembership(
  tx: Db,
  actor: AuditActor,
  organizationId: string,
  userId: string,
  action: 'member.role_changed' | 'member.removed' | 'member.joined',
  change: { before?: Record<string, unknown>; after?: Record<string, unknown> },
) {
  return recordAudit(tx, {
    ...actor,
    organizationId,
    action,
    entityType: 'membership',
    entityId: `${organizationId}:${userId}`,
    before: change.before ? { userId, ...change.before } : null,
    after: change.after ? { userId, ...change.after } : null,
  });
}

async function withOwnerGuard<T>(scope: RequestScope, organizationId: string, change: (tx: Db) => Promise<T>) {
  return scope.db.transaction(async (tx) => {
    const value = await change(tx);
    if ((await repo.lockOrganizationAndCountOwners(tx, organizationId)) === 0) throw conflict(LAST_OWNER);
    return value;
  });
}

export async function changeMemberRole(
  scope: RequestScope,
  organizationId: string,
  userId: string,
  role: unknown,
): Promise<MemberView> {
  await requirePermission(scope, organizationId, 'team.manage');
  const nextRole: OrganizationRole = parseRole(role);
  const actor = await actorOf(scope);
  return withOwnerGuard(scope, organizationId, async (tx) => {
    const [before] = await repo.findMemberships(tx, userId, [organizationId]);
    if (!before || !(await repo.setMemberRole(tx, organizationId, userId, nextRole))) throw notFound('Member');
    if (before.role !== nextRole) {
      await auditMembership(tx, actor, organizationId, userId, 'member.role_changed', {
        before: { role: before.role },
        after: { role: nextRole },
      });
    }
    const member = (await repo.listMembers(tx, organizationId)).find((m) => m.userId === userId);
    if (!member) throw notFound('Member');
    // Only those who manage the team change roles, and they see every teammate in full.
    return member;
  });
}

function parseRole(role: unknown): OrganizationRole {
  const parsed = validate(roleSchema, role);
  if (!parsed.ok) throw badUserInput({ role: parsed.errors['_'] ?? 'Choose a role.' });
  return parsed.value;
}

export async function removeMember(scope: RequestScope, organizationId: string, userId: string): Promise<boolean> {
  await requirePermission(scope, organizationId, 'team.manage');
  const actor = await actorOf(scope);
  return withOwnerGuard(scope, organizationId, async (tx) => {
    const [before] = await repo.findMemberships(tx, userId, [organizationId]);
    if (!before || !(await repo.deleteMember(tx, organizationId, userId))) throw notFound('Member');
    await auditMembership(tx, actor, organizationId, userId, 'member.removed', { before: { role: before.role } });
    return true;
  });
}

export async function leaveOrganization(scope: RequestScope, organizationId: string): Promise<boolean> {
  const { viewer } = await requirePermission(scope, organizationId, 'organization.view');
  return withOwnerGuard(scope, organizationId, async (tx) => {
    await repo.deleteMember(tx, organizationId, viewer.user.id);
    return true;
  });
}

/**
 * Before an account is deleted, inside its transaction: the person leaves
 * every team, and invitations to their (verified) address go, whatever their
 * state: an answered one is no use to anyone once they are gone, and would
 * keep their address. An organization must never be left without an owner
 * who can manage it, so a sole owner is refused and nothing changes.
 *
 * The owner check is withOwnerGuard's, in its order: change first, then lock
 * each organization they owned and count the owners left. Two owners deleting
 * their accounts at once, or one deleting while the other steps down, queue on
 * that lock and the second sees the first's change; the organizations are
 * locked in id order, so two deletions sharing several of them cannot deadlock.
 */
export async function leaveEveryOrganization(tx: Db, userId: string, verifiedEmail: string | null): Promise<void> {
  const left = await repo.deleteMembershipsOf(tx, userId);
  const owned = left
    .filter((m) => m.role === 'OWNER')
    .map((m) => m.organizationId)
    .sort();
  const sole: string[] = [];
  for (const organizationId of owned) {
    if ((await repo.lockOrganizationAndCountOwners(tx, organizationId)) === 0) sole.push(organizationId);
  }
  if (sole.length > 0) {
    const names = (await repo.findOrganizationsByIds(tx, sole)).map((o) => o.name).sort();
    throw conflict(
      `You are the only owner of ${names.join(', ')}. Make someone else an owner before deleting your account.`,
    );
  }
  if (verifiedEmail) await repo.deleteInvitationsTo(tx, verifiedEmail);
}
