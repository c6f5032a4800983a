import { ApolloProvider } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router';
import { useSession } from '../lib/session/use-session.ts';
import { createSessionApolloClient } from '../lib/session-apollo-client.ts';
import { router } from './router.tsx';

export function App() {
  const [client] = useState(createSessionApolloClient);
  const session = useSession();
  const uid = session.user?.uid ?? null;

  // A different person must never see the last one's cached data.
  useEffect(() => {
    if (session.status === 'loading') return;
    // A refetch that fails (offline, or cut short by leaving the page) shows as its own screen's error, through
    // useQuery; the combined promise's rejection has no one left to tell, and must not reach the page uncaught.
    client
      .clearStore()
      .then(() => client.reFetchObservableQueries())
      .catch(() => undefined);
  }, [client, uid, session.status]);

  return (
    <ApolloProvider client={client}>
      <RouterProvider router={router} />
    </ApolloProvider>
  );
}
