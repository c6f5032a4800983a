import type { Context } from '../../graphql/context.ts';
import { listEventsOfOrganization } from '../events/service.ts';
import type { UserRow } from '../identity/tables.ts';
import type { Viewer } from '../identity/viewer.ts';
import * as organizations from './service.ts';
import type { InvitationRow, MemberRow, OrganizationRow } from './tables.ts';

// Thin: each resolver delegates to the service, which checks the role.
export const organizationResolvers = {
  Query: {
    organization: (_: unknown, { slug }: { slug: string }, ctx: Context) => organizations.organizationBySlug(ctx, slug),
  },
  Mutation: {
    createOrganization: (_: unknown, { input }: { input: unknown }, ctx: Context) =>
      organizations.createOrganization(ctx, input),
    updateOrganization: (_: unknown, { id, input }: { id: string; input: unknown }, ctx: Context) =>
      organizations.updateOrganization(ctx, id, input),
    inviteMember: (_: unknown, a: { organizationId: string; input: unknown }, ctx: Context) =>
      organizations.inviteMember(ctx, a.organizationId, a.input),
    revokeInvitation: (_: unknown, { id }: { id: string }, ctx: Context) => organizations.revokeInvitation(ctx, id),
    changeMemberRole: (_: unknown, a: { organizationId: string; userId: string; role: unknown }, ctx: Context) =>
      organizations.changeMemberRole(ctx, a.organizationId, a.userId, a.role),
    removeMember: (_: unknown, a: { organizationId: string; userId: string }, ctx: Context) =>
      organizations.removeMember(ctx, a.organizationId, a.userId),
    leaveOrganization: (_: unknown, a: { organizationId: string }, ctx: Context) =>
      organizations.leaveOrganization(ctx, a.organizationId),
  },
  Viewer: {
    organizations: (viewer: Viewer, _: unknown, ctx: Context) => organizations.organizationsOfViewer(ctx, viewer),
  },
  Organization: {
    viewerRole: (org: OrganizationRow, _: unknown, ctx: Context) => ctx.loaders.viewerRole.load(org.id),
    members: (org: OrganizationRow, _: unknown, ctx: Context) => organizations.members(ctx, org.id),
    invitations: (org: OrganizationRow, _: unknown, ctx: Context) => organizations.invitations(ctx, org.id),
    events: (org: OrganizationRow, _: unknown, ctx: Context) => listEventsOfOrganization(ctx, org.id),
  },
  OrganizationMember: {
    joinedAt: (m: MemberRow & { user: UserRow }) => m.createdAt.toISOString(),
  },
  OrganizationInvitation: {
    createdAt: (i: InvitationRow) => i.createdAt.toISOString(),
  },
};
