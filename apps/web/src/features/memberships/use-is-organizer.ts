import { useQuery } from '@apollo/client/react';
import { graphql } from './gql/index.ts';
import { useSession } from '../../lib/session/use-session.ts';

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

/**
 * Whether the signed-in person belongs to an organization, or is invited to
 * one, for the Manage tab. Visitors never send the query.
 */
export function useIsOrganizer(): boolean {
  const session = useSession();
  const signedIn = session.status === 'signed-in';
  const { data } = useQuery(ViewerMembershipsQuery, { skip: !signedIn });
  const viewer = data?.viewer;
  return signedIn && !!viewer && (viewer.organizations.length > 0 || viewer.pendingInvitations.length > 0);
}
