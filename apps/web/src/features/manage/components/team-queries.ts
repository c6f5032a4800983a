import { graphql } from '../gql/index.ts';
import type { TeamMembersQuery as TeamMembersResult } from '../gql/graphql.ts';

// Shared by the members table and the mutations that change it: members have no id of their own,
// so the cache cannot update them in place and changes refetch these.
export const TeamMembersQuery = graphql(`
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
`);

export type TeamMember = TeamMembersResult['organization']['members'][number];

export const InvitationsQuery = graphql(`
  query OrganizationInvitations($slug: String!) {
    organization(slug: $slug) {
      id
      invitations {
        id
        email
        role
        status
        expiresAt
      }
    }
  }
`);
