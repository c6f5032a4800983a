import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
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

export async function insertOrganizationWithOwner(
  db: Db,
  input: { name: string; slug: string },
  ownerId: string,
): Promise<OrganizationRow> {
  return db.transaction(async (tx) => {
    const [org] = await tx.insert(organizations).values(input).returning();
    if (!org) throw new Error('insert returned no organization');
    await tx.insert(organizationMembers).values({ organizationId: org.id, userId: ownerId, role: 'OWNER' });
    return org;
  });
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

export async function listOpenInvitations(db: Db, organizationId: string): Promise<InvitationRow[]> {
  return db
    .select()
    .from(organizationInvitations)
    .where(and(eq(organizationInvitations.organizationId, organizationId), isNull(organizationInvitations.acceptedAt)))
    .orderBy(asc(organizationInvitations.createdAt));
}

/** A second invitation to the same address replaces the first one's role. */
export async function upsertInvitation(
  db: Db,
  input: { organizationId: string; email: string; role: OrganizationRole; invitedBy: string },
): Promise<InvitationRow> {
  const [row] = await db
    .insert(organizationInvitations)
    .values(input)
    .onConflictDoUpdate({
      target: [organizationInvitations.organizationId, organizationInvitations.email],
      targetWhere: isNull(organizationInvitations.acceptedAt),
      set: { role: input.role, invitedBy: input.invitedBy, createdAt: sql`now()` },
    })
    .returning();
  if (!row) throw new Error('invitation upsert returned no row');
  return row;
}

export async function findInvitation(db: Db, id: string): Promise<InvitationRow | null> {
  const [row] = await db.select().from(organizationInvitations).where(eq(organizationInvitations.id, id)).limit(1);
  return row ?? null;
}

export async function deleteInvitation(db: Db, id: string): Promise<void> {
  await db.delete(organizationInvitations).where(eq(organizationInvitations.id, id));
}

/**
 * Turns the open invitations of a verified address into memberships, in one
 * transaction. An existing membership keeps its role: an invitation never
 * demotes an owner.
 */
export async function acceptInvitationsFor(db: Db, userId: string, email: string): Promise<number> {
  // Asked on many requests and nearly always empty: one plain read before any transaction.
  const [waiting] = await db
    .select({ id: organizationInvitations.id })
    .from(organizationInvitations)
    .where(and(eq(organizationInvitations.email, email), isNull(organizationInvitations.acceptedAt)))
    .limit(1);
  if (!waiting) return 0;
  return db.transaction(async (tx) => {
    const open = await tx
      .update(organizationInvitations)
      .set({ acceptedAt: sql`now()` })
      .where(and(eq(organizationInvitations.email, email), isNull(organizationInvitations.acceptedAt)))
      .returning();
    if (open.length === 0) return 0;
    await tx
      .insert(organizationMembers)
      .values(open.map((inv) => ({ organizationId: inv.organizationId, userId, role: inv.role })))
      .onConflictDoNothing();
    return open.length;
  });
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

/** Organizations in which this user is the only owner: they cannot go without handing over first. */
export async function organizationsSolelyOwnedBy(db: Db, userId: string): Promise<OrganizationRow[]> {
  const owners = sql<number>`(select count(*) from ${organizationMembers} m where m.organization_id = ${organizations.id} and m.role = 'OWNER')`;
  const rows = await db
    .select({ org: organizations })
    .from(organizationMembers)
    .innerJoin(organizations, eq(organizations.id, organizationMembers.organizationId))
    .where(and(eq(organizationMembers.userId, userId), eq(organizationMembers.role, 'OWNER'), sql`${owners} = 1`));
  return rows.map((r) => r.org);
}

export async function deleteMembershipsOf(db: Db, userId: string): Promise<void> {
  await db.delete(organizationMembers).where(eq(organizationMembers.userId, userId));
}
