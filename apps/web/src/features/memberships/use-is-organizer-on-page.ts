import { useEffect, useState } from 'react';
import { loadApolloClient } from '../../lib/apollo-client.ts';
import { useSession } from '../../lib/session/use-session.ts';
import type { ShellMembershipsQuery } from './gql/graphql.ts';
import { isOrganizer, ViewerMembershipsQuery } from './memberships-query.ts';

/**
 * useIsOrganizer for a server-rendered page, which has no ApolloProvider: the API client is loaded only once a
 * session is restored, so a visitor's page never downloads it.
 */
export function useIsOrganizerOnPage(): boolean {
  const signedIn = useSession().status === 'signed-in';
  const [viewer, setViewer] = useState<ShellMembershipsQuery['viewer'] | null>(null);
  useEffect(() => {
    if (!signedIn) return;
    let current = true;
    loadApolloClient()
      .then((client) => client.query({ query: ViewerMembershipsQuery }))
      .then(({ data }) => {
        if (current) setViewer(data?.viewer ?? null);
      })
      // The tabs stay as they are; the page itself works without them.
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [signedIn]);
  return signedIn && isOrganizer(viewer);
}
