import { ApolloClient, ApolloLink, CombinedGraphQLErrors, HttpLink, InMemoryCache } from '@apollo/client';
import { SetContextLink } from '@apollo/client/link/context';
import { ErrorLink } from '@apollo/client/link/error';
import { ErrorCode } from '@admit/shared';

export type ApolloOptions = {
  /** Default endpoint; an operation may override it with `context: { uri }`. */
  uri?: string;
  /** Send queries as GET (cacheable); mutations always go as POST. On by default. */
  useGETForQueries?: boolean;
  /** The current ID token; `forceRefresh` exchanges the refresh token for a new one. */
  getIdToken: (forceRefresh?: boolean) => Promise<string | null>;
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
    const token = await options.getIdToken(prev['refreshToken'] === true);
    const headers = { ...(prev['headers'] as Record<string, string> | undefined) };
    if (token) headers['authorization'] = `Bearer ${token}`;
    return { headers, sentToken: !!token };
  });
  // A token can expire between the SDK's check and the server's (clock skew,
  // a laptop waking from sleep). Refresh it and retry once; a second refusal
  // reaches the caller.
  const retryWithFreshToken = new ErrorLink(({ error, operation, forward }) => {
    const context = operation.getContext();
    const expired =
      CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.extensions?.['code'] === ErrorCode.UNAUTHENTICATED);
    if (!expired || context['sentToken'] !== true || context['refreshToken'] === true) return;
    operation.setContext({ refreshToken: true });
    return forward(operation);
  });
  const http = new HttpLink({
    uri: options.uri ?? DEFAULT_GRAPHQL_PATH,
    useGETForQueries: options.useGETForQueries ?? true,
    // Proves to the server that this is not a cross-site "simple" request.
    headers: { 'apollo-require-preflight': 'true' },
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  return new ApolloClient({ link: ApolloLink.from([retryWithFreshToken, auth, http]), cache: new InMemoryCache() });
}
