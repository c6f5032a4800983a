import { gql, type TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { useSession } from '../features/auth/use-session.ts';

const MembershipsQuery: TypedDocumentNode<{ viewer: { organizations: { id: string }[] } | null }> = gql`
  query ShellMemberships {
    viewer {
      organizations {
        id
      }
    }
  }
`;

/**
 * Whether the signed-in person belongs to any organization, for the Manage
 * tab. Visitors never send the query. Reading the list also accepts
 * invitations to their verified email, so an invitee sees Manage at once.
 */
export function useIsOrganizer(): boolean {
  const session = useSession();
  const signedIn = session.status === 'signed-in';
  const { data } = useQuery(MembershipsQuery, { skip: !signedIn });
  return signedIn && (data?.viewer?.organizations.length ?? 0) > 0;
}
