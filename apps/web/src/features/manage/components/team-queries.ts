import { gql, type TypedDocumentNode } from '@apollo/client';
import type { OrganizationRole } from '@admit/shared';

export type TeamMember = {
  role: OrganizationRole;
  joinedAt: string;
  user: { id: string; email: string | null; displayName: string | null; phoneNumber: string | null };
};

// Shared by the members table and the mutations that change it: members have no id of their own,
// so the cache cannot update them in place and changes refetch these.
export const TeamMembersQuery: TypedDocumentNode<
  { viewer: { user: { id: string } } | null; organization: { id: string; members: TeamMember[] } },
  { slug: string }
> = gql`
  query TeamMembers($slug: String!) {
    viewer {
      user {
        id
      }
    }
    organization(slug: $slug) {
      id
      members {
        role
        joinedAt
        user {
          id
          email
          displayName
          phoneNumber
        }
      }
    }
  }
`;

export type Invitation = { id: string; email: string; role: OrganizationRole; createdAt: string };

export const InvitationsQuery: TypedDocumentNode<
  { organization: { id: string; invitations: Invitation[] } },
  { slug: string }
> = gql`
  query OrganizationInvitations($slug: String!) {
    organization(slug: $slug) {
      id
      invitations {
        id
        email
        role
        createdAt
      }
    }
  }
`;
