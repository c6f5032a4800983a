import { and, asc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { OrganizationRole } from '@admit/shared';
import type { Db } from '../../db/client.ts';
import { users, type UserRow } from '../identity/tables.ts';
import {
  organizationInvitations,
  organizationMembers,
  organizations,
  type InvitationRow,
  type MemberRow,
  type OrganizationRow,
} from './tables.ts';

export async function insertOrganization(db: Db, input: { name: string; slug: string }): Promise<OrganizationRow> {
  const [org] = await db.insert(organizations).values(input).returning();
  if (!org) throw new Error('insert returned no organization');
  return org;
}

export async function updateOrganizationName(db: Db, id: string, name: string): Promise<OrganizationRow> {
  const [row] = await db
    .update(organizations)
    .set({ name, updatedAt: sql`now()` })
    .where(eq(organizations.id, id))
    .returning();
  if (!row) throw new Error(`organization ${id} vanished during update`);
  return row;
}

export async function findOrganizationBySlug(db: Db, slug: string): Promise<OrganizationRow | null> {
  const [row] = await db.select().from(organizations).where(eq(organizations.slug, slug)).limit(1);
  return row ?? null;
}

export async function findOrganizationById(db: Db, id: string): Promise<OrganizationRow | null> {
  const [row] = await db.select().from(organizations).where(eq(organizations.id, id)).limit(1);
  return row ?? null;
}

export async function findOrganizationsByIds(db: Db, ids: readonly string[]): Promise<OrganizationRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(organizations)
    .where(inArray(organizations.id, [...ids]));
}

/** Membership rows for one user in many organizations: the role checks of a whole request in one query. */
export async function findMemberships(
  db: Db,
  userId: string,
  organizationIds: readonly string[],
): Promise<MemberRow[]> {
  if (organizationIds.length === 0) return [];
  return db
    .select()
    .from(organizationMembers)
    .where(
      and(eq(organizationMembers.userId, userId), inArray(organizationMembers.organizationId, [...organizationIds])),
    );
}

export async function listOrganizationsOfUser(db: Db, userId: string): Promise<OrganizationRow[]> {
  const rows = await db
    .select({ org: organizations })
    .from(organizationMembers)
    .innerJoin(organizations, eq(organizations.id, organizationMembers.organizationId))
    .where(eq(organizationMembers.userId, userId))
    .orderBy(asc(organizations.name));
  return rows.map((r) => r.org);
}

export async function listMembers(db: Db, organizationId: string): Promise<(MemberRow & { user: UserRow })[]> {
  const rows = await db
    .select({ member: organizationMembers, user: users })
    .from(organizationMembers)
    .innerJoin(users, eq(users.id, organizationMembers.userId))
    .where(eq(organizationMembers.organizationId, organizationId))
    .orderBy(asc(organizationMembers.createdAt));
  return rows.map((r) => ({ ...r.member, user: r.user }));
}

/** Whether any owner of the organization has a verified email address (Admit mails buyers in its name). */
export async function hasVerifiedOwner(db: Db, organizationId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(organizationMembers)
    .innerJoin(users, eq(users.id, organizationMembers.userId))
    .where(
      and(
        eq(organizationMembers.organizationId, organizationId),
        eq(organizationMembers.role, 'OWNER'),
        eq(users.emailVerified, true),
        isNotNull(users.email),
      ),
    )
    .limit(1);
  return !!row;
}

/** Adds a member; an existing membership is left as it is. True when a row was added. */
export async function insertMemberIfAbsent(
  db: Db,
  input: { organizationId: string; userId: string; role: OrganizationRole },
): Promise<boolean> {
  const rows = await db.insert(organizationMembers).values(input).onConflictDoNothing().returning();
  return rows.length > 0;
}

/** Invitations not accepted yet (pending, declined or expired), oldest first. */
export async function listUnacceptedInvitations(db: Db, organizationId: string): Promise<InvitationRow[]> {
  return db
    .select()
    .from(organizationInvitations)
    .where(and(eq(organizationInvitations.organizationId, organizationId), isNull(organizationInvitations.acceptedAt)))
    .orderBy(asc(organizationInvitations.createdAt));
}

export type InvitationWrite = Pick<
  InvitationRow,
  'organizationId' | 'email' | 'role' | 'invitedBy' | 'expiresAt' | 'declinedAt'
>;

/**
 * Stores the organization's one unaccepted invitation for this address: a new
 * row, or the existing one overwritten with these values. One statement, so
 * two owners inviting the same person at once cannot leave two rows.
 */
export async function saveUnacceptedInvitation(db: Db, input: InvitationWrite): Promise<InvitationRow> {
  const [row] = await db
    .insert(organizationInvitations)
    .values(input)
    .onConflictDoUpdate({
      target: [organizationInvitations.organizationId, organizationInvitations.email],
      targetWhere: isNull(organizationInvitations.acceptedAt),
      set: {
        role: input.role,
        invitedBy: input.invitedBy,
        expiresAt: input.expiresAt,
        declinedAt: input.declinedAt,
        createdAt: sql`now()`,
      },
    })
    .returning();
  if (!row) throw new Error('invitation upsert returned no row');
  return row;
}

export async function findInvitation(db: Db, id: string): Promise<InvitationRow | null> {
  const [row] = await db.select().from(organizationInvitations).where(eq(organizationInvitations.id, id)).limit(1);
  return row ?? null;
}

/** The invitation, locked until the transaction ends, so one answer wins. */
export async function lockInvitation(db: Db, id: string): Promise<InvitationRow | null> {
  const [row] = await db
    .select()
    .from(organizationInvitations)
    .where(eq(organizationInvitations.id, id))
    .for('update')
    .limit(1);
  return row ?? null;
}

export async function updateInvitation(
  db: Db,
  id: string,
  patch: Partial<Pick<InvitationRow, 'acceptedAt' | 'declinedAt'>>,
): Promise<void> {
  await db.update(organizationInvitations).set(patch).where(eq(organizationInvitations.id, id));
}

/**
 * Deletes an invitation only while it is unaccepted, in one statement: a
 * revoke that waited on an accept's row lock then deletes nothing.
 */
export async function deleteUnacceptedInvitation(db: Db, id: string): Promise<boolean> {
  const deleted = await db
    .delete(organizationInvitations)
    .where(and(eq(organizationInvitations.id, id), isNull(organizationInvitations.acceptedAt)))
    .returning({ id: organizationInvitations.id });
  return deleted.length > 0;
}

export type InvitationWithOrganization = InvitationRow & {
  organization: OrganizationRow;
  inviter: Pick<UserRow, 'displayName'>;
};

/** Unaccepted, undeclined invitations to an address, with their organization and who sent them. */
export async function listOpenInvitationsTo(db: Db, email: string): Promise<InvitationWithOrganization[]> {
  const rows = await db
    .select({ invitation: organizationInvitations, organization: organizations, inviter: users })
    .from(organizationInvitations)
    .innerJoin(organizations, eq(organizations.id, organizationInvitations.organizationId))
    .innerJoin(users, eq(users.id, organizationInvitations.invitedBy))
    .where(
      and(
        eq(organizationInvitations.email, email),
        isNull(organizationInvitations.acceptedAt),
        isNull(organizationInvitations.declinedAt),
      ),
    )
    .orderBy(asc(organizationInvitations.createdAt));
  return rows.map((r) => ({
    ...r.invitation,
    organization: r.organization,
    inviter: { displayName: r.inviter.displayName },
  }));
}

/**
 * Owners left after a change, counted under a row lock on the organization so
 * two owners stepping down at once cannot leave it with none.
 */
export async function lockOrganizationAndCountOwners(db: Db, organizationId: string): Promise<number> {
  await db.execute(sql`select id from ${organizations} where ${organizations.id} = ${organizationId} for update`);
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(organizationMembers)
    .where(and(eq(organizationMembers.organizationId, organizationId), eq(organizationMembers.role, 'OWNER')));
  return row?.n ?? 0;
}

export async function setMemberRole(
  db: Db,
  organizationId: string,
  userId: string,
  role: OrganizationRole,
): Promise<MemberRow | null> {
  const [row] = await db
    .update(organizationMembers)
    .set({ role })
    .where(and(eq(organizationMembers.organizationId, organizationId), eq(organizationMembers.userId, userId)))
    .returning();
  return row ?? null;
}

export async function deleteMember(db: Db, organizationId: string, userId: string): Promise<boolean> {
  const rows = await db
    .delete(organizationMembers)
    .where(and(eq(organizationMembers.organizationId, organizationId), eq(organizationMembers.userId, userId)))
    .returning();
  return rows.length > 0;
}

/** Every membership of the user, gone; the rows as they were, so the caller knows what they owned. */
export async function deleteMembershipsOf(db: Db, userId: string): Promise<MemberRow[]> {
  return db.delete(organizationMembers).where(eq(organizationMembers.userId, userId)).returning();
}

/** Every invitation to an address, in any state. */
export async function deleteInvitationsTo(db: Db, email: string): Promise<void> {
  await db.delete(organizationInvitations).where(eq(organizationInvitations.email, email));
}
