import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { SetContextLink } from '@apollo/client/link/context';

export type ApolloOptions = {
  /** Default endpoint; an operation may override it with `context: { uri }`. */
  uri?: string;
  /** Send queries as GET (cacheable); mutations always go as POST. On by default. */
  useGETForQueries?: boolean;
  getIdToken: () => Promise<string | null>;
  fetch?: typeof fetch;
};

export const DEFAULT_GRAPHQL_PATH = '/graphql';

/**
 * The transport the specification shows: a JSON body of {operationName,
 * variables, query} by POST, GET for reads when configured, /graphql unless
 * the operation's context names another path.
 */
export function createApolloClient(options: ApolloOptions): ApolloClient {
  const auth = new SetContextLink(async (prev) => {
    const token = await options.getIdToken();
    const headers = { ...(prev['headers'] as Record<string, string> | undefined) };
    if (token) headers['authorization'] = `Bearer ${token}`;
    return { headers };
  });
  const http = new HttpLink({
    uri: options.uri ?? DEFAULT_GRAPHQL_PATH,
    useGETForQueries: options.useGETForQueries ?? true,
    // Proves to the server that this is not a cross-site "simple" request.
    headers: { 'apollo-require-preflight': 'true' },
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  return new ApolloClient({ link: ApolloLink.from([auth, http]), cache: new InMemoryCache() });
}
