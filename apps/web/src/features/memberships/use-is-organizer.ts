import { useQuery } from '@apollo/client/react';
import { useSession } from '../../lib/session/use-session.ts';
import { isOrganizer, ViewerMembershipsQuery } from './memberships-query.ts';

/**
 * Whether the signed-in person belongs to an organization, or is invited to
 * one, for the Manage tab. Visitors never send the query.
 */
export function useIsOrganizer(): boolean {
  const session = useSession();
  const signedIn = session.status === 'signed-in';
  const { data } = useQuery(ViewerMembershipsQuery, { skip: !signedIn });
  return signedIn && isOrganizer(data?.viewer);
}
