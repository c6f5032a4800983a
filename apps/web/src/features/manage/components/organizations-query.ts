import { graphql } from '../gql/index.ts';

/** The organizer's start page: their organizations, and invitations waiting for their answer. */
export const ManageOrganizationsQuery = graphql(`
  query ManageOrganizations {
    viewer {
      organizations {
        id
        name
        slug
        viewerRole
      }
      pendingInvitations {
        id
        ...PendingInvitations_invitation
      }
    }
  }
`);
