import { graphql } from './gql/index.ts';
import type { ShellMembershipsQuery } from './gql/graphql.ts';

/**
 * What the shell needs to know of the viewer's teams: whether to offer Manage.
 * Refetched (as a document, never by name) by whatever changes memberships.
 */
export const ViewerMembershipsQuery = graphql(`
  query ShellMemberships {
    viewer {
      organizations {
        id
      }
      pendingInvitations {
        id
      }
    }
  }
`);

/** Anyone in an organization, or invited to one, gets Scan and Manage. */
export function isOrganizer(viewer: ShellMembershipsQuery['viewer'] | null | undefined): boolean {
  return !!viewer && (viewer.organizations.length > 0 || viewer.pendingInvitations.length > 0);
}
