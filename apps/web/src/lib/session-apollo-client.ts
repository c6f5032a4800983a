import type { ApolloClient } from '@apollo/client';
import { createApolloClient } from './apollo.ts';
import { sessionStore } from './session/session.ts';

/**
 * The app's client (the SPA's, and the server-rendered pages'): it sends the signed-in person's token. Apart from
 * apollo.ts, which the API's tests also compile, so that it stays free of the browser's session.
 */
export function createSessionApolloClient(): ApolloClient {
  return createApolloClient({ getIdToken: (refresh) => sessionStore.getIdToken(refresh) });
}
