import type { Resolvers } from '../../graphql/generated/resolvers.ts';
import { invitationStatus } from './presenter.ts';
import * as organizations from './service.ts';

// Thin: arguments to a service call, the result to the schema. The services check every role.
export const organizationResolvers: Resolvers = {
  Query: {
    organization: (_, { slug }, ctx) => organizations.organizationBySlug(ctx, slug),
  },
  Mutation: {
    createOrganization: (_, { input }, ctx) => organizations.createOrganization(ctx, input),
    updateOrganization: (_, { id, input }, ctx) => organizations.updateOrganization(ctx, id, input),
    inviteMember: (_, { organizationId, input }, ctx) => organizations.inviteMember(ctx, organizationId, input),
    acceptInvitation: (_, { id }, ctx) => organizations.acceptInvitation(ctx, id),
    declineInvitation: (_, { id }, ctx) => organizations.declineInvitation(ctx, id),
    revokeInvitation: (_, { id }, ctx) => organizations.revokeInvitation(ctx, id),
    changeMemberRole: (_, { organizationId, userId, role }, ctx) =>
      organizations.changeMemberRole(ctx, organizationId, userId, role),
    removeMember: (_, { organizationId, userId }, ctx) => organizations.removeMember(ctx, organizationId, userId),
    leaveOrganization: (_, { organizationId }, ctx) => organizations.leaveOrganization(ctx, organizationId),
  },
  Viewer: {
    organizations: (viewer, _, ctx) => organizations.organizationsOf(ctx, viewer),
    pendingInvitations: (viewer, _, ctx) => organizations.pendingInvitationsOf(ctx, viewer),
  },
  Organization: {
    viewerRole: (org, _, ctx) => ctx.roles.roleIn(org.id),
    members: (org, _, ctx) => organizations.membersOf(ctx, org.id),
    invitations: (org, _, ctx) => organizations.invitationsOf(ctx, org.id),
  },
  OrganizationMember: {
    joinedAt: (member) => member.createdAt,
  },
  OrganizationInvitation: {
    status: (invitation) => invitationStatus(invitation),
  },
};
