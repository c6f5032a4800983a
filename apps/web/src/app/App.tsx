import { ApolloProvider } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router';
import { sessionStore } from '../lib/session/session.ts';
import { useSession } from '../lib/session/use-session.ts';
import { createApolloClient } from '../lib/apollo.ts';
import { router } from './router.tsx';

export function App() {
  const [client] = useState(() => createApolloClient({ getIdToken: (refresh) => sessionStore.getIdToken(refresh) }));
  const session = useSession();
  const uid = session.user?.uid ?? null;

  // A different person must never see the last one's cached data.
  useEffect(() => {
    if (session.status === 'loading') return;
    void client.clearStore().then(() => client.reFetchObservableQueries());
  }, [client, uid, session.status]);

  return (
    <ApolloProvider client={client}>
      <RouterProvider router={router} />
    </ApolloProvider>
  );
}
