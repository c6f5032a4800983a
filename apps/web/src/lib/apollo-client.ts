import type { ApolloClient } from '@apollo/client';

let client: Promise<ApolloClient> | null = null;

/**
 * The Apollo Client of a server-rendered page, loaded the first time the page talks to the API (an access code,
 * "Get tickets", more results). Reading the page needs none: its data came with the HTML.
 */
export function loadApolloClient(): Promise<ApolloClient> {
  client ??= import('./session-apollo-client.ts')
    .then(({ createSessionApolloClient }) => createSessionApolloClient())
    .catch((error: unknown) => {
      // Offline or a failed chunk: the next attempt tries again.
      client = null;
      throw error;
    });
  return client;
}
