import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { SetContextLink } from '@apollo/client/link/context';
import { ErrorLink } from '@apollo/client/link/error';
import { ErrorCode } from '@admit/shared';
import { from, mergeMap, tap, throwError } from 'rxjs';
import { apiErrorCodes } from './api-errors.ts';
import { browserSaysOffline, isNoAnswer, networkStatus, noteResponse } from './network-status.ts';
import { OFFLINE_TICKET_OPERATIONS } from './offline-tickets.ts';

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

/** Whether an operation's variables carry a file (a File or Blob, at any depth): an upload. */
function carriesFile(value: unknown): boolean {
  if (typeof Blob !== 'undefined' && value instanceof Blob) return true;
  if (Array.isArray(value)) return value.some(carriesFile);
  if (value && typeof value === 'object') return Object.values(value).some(carriesFile);
  return false;
}

/**
 * The terminating link for uploads: a GraphQL multipart request
 * (apollo-upload-client), loaded the first time someone uploads, so pages
 * that never do (every public one) do not carry it.
 */
function lazyUploadLink(options: { uri: string; fetch?: typeof fetch }): ApolloLink {
  let upload: Promise<ApolloLink> | null = null;
  return new ApolloLink((operation, forward) => {
    upload ??= import('apollo-upload-client/UploadHttpLink.mjs').then(
      ({ default: UploadHttpLink }) => new UploadHttpLink(options),
    );
    return from(upload).pipe(mergeMap((link) => link.request(operation, forward)));
  });
}

/**
 * Tells lib/network-status.ts what each request met: an answer from the network, the service worker's saved copy,
 * or nothing at all. The shell's offline note and the screens' "needs the network" follow from it.
 */
const watchNetwork = new ApolloLink((operation, forward) =>
  forward(operation).pipe(
    tap({
      next: () => noteResponse(operation.getContext()['response']),
      error: (error: unknown) => (isNoAnswer(error) ? networkStatus.noAnswer() : networkStatus.answered()),
    }),
  ),
);

/**
 * While the browser says it is offline, a request nothing on this phone can answer is not sent: it could only fail,
 * and the browser would log the failure. It fails at once as a request that got no answer does (isNoAnswer), so its
 * screen says it needs the network. The operations the service worker keeps (My tickets, a ticket) still go: the
 * worker answers them from the saved copy.
 */
const holdWhileOffline = new ApolloLink((operation, forward) => {
  const saved = OFFLINE_TICKET_OPERATIONS.includes(operation.operationName ?? '');
  if (saved || !browserSaysOffline()) return forward(operation);
  return throwError(() => new TypeError('Failed to fetch: the browser is offline.'));
});

/**
 * The transport the specification shows: a JSON body of {operationName,
 * variables, query} by POST, GET for reads when configured, /graphql unless
 * the operation's context names another path. Uploads go through the same
 * chain (token, refresh, CSRF header) and end as multipart requests.
 */
export function createApolloClient(options: ApolloOptions): ApolloClient {
  const uri = options.uri ?? DEFAULT_GRAPHQL_PATH;
  // Offline, a token may be expired and cannot be refreshed (asking would only fail): the request goes without it,
  // so the service worker can answer from its saved copy; anything else fails for want of the network, and its
  // screen says so.
  const tokenFor = (refresh: boolean) =>
    browserSaysOffline()
      ? Promise.resolve(null)
      : options.getIdToken(refresh).catch((error: unknown) => {
          if (isNoAnswer(error)) return null;
          throw error;
        });
  const auth = new SetContextLink(async (prev) => {
    const token = await tokenFor(prev['refreshToken'] === true);
    const headers = { ...(prev['headers'] as Record<string, string> | undefined) };
    if (token) headers['authorization'] = `Bearer ${token}`;
    return { headers, sentToken: !!token };
  });
  // Proves to the server that this is not a cross-site "simple" request (Yoga's CSRF guard).
  const csrf = new SetContextLink((prev) => ({
    headers: { ...(prev['headers'] as Record<string, string> | undefined), 'apollo-require-preflight': 'true' },
  }));
  // A token can expire between the SDK's check and the server's (clock skew,
  // a laptop waking from sleep). Refresh it and retry once; a second refusal
  // reaches the caller.
  const retryWithFreshToken = new ErrorLink(({ error, operation, forward }) => {
    const context = operation.getContext();
    const expired = apiErrorCodes(error).includes(ErrorCode.UNAUTHENTICATED);
    if (!expired || context['sentToken'] !== true || context['refreshToken'] === true) return;
    operation.setContext({ refreshToken: true });
    return forward(operation);
  });
  const fetchOption = options.fetch ? { fetch: options.fetch } : {};
  const http = new HttpLink({ uri, useGETForQueries: options.useGETForQueries ?? true, ...fetchOption });
  const terminating = ApolloLink.split(
    (op) => carriesFile(op.variables),
    lazyUploadLink({ uri, ...fetchOption }),
    http,
  );
  return new ApolloClient({
    link: ApolloLink.from([watchNetwork, holdWhileOffline, retryWithFreshToken, auth, csrf, terminating]),
    cache: new InMemoryCache(),
  });
}
