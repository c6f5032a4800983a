import { gql } from '@apollo/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '@admit/shared';
import { apiErrorCodes, apiErrorMessage } from '../../../web/src/lib/api-errors.ts';
import { createApolloClient } from '../../../web/src/lib/apollo.ts';
import { createTestApi, type TestApi } from '../test/test-api.ts';
import { expiredCopyOf } from '../test/tokens.ts';

/**
 * The web app's own Apollo Client against the real server listening on a
 * port. fetch is wrapped, not replaced, to record what went over the wire.
 */
let api: TestApi;
let origin: string;
let sent: { method: string; url: URL; body: unknown }[];

const recordingFetch: typeof fetch = async (input, init) => {
  const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
  const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : null;
  sent.push({ method: init?.method ?? 'GET', url, body });
  return fetch(input, init);
};

beforeAll(async () => {
  api = await createTestApi();
  await api.app.listen({ host: '127.0.0.1', port: 0 });
  const address = api.app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  origin = `http://127.0.0.1:${address.port}`;
});
afterAll(() => api.close());

function client(
  options: { useGETForQueries?: boolean; token?: string; getIdToken?: (refresh?: boolean) => Promise<string> } = {},
) {
  sent = [];
  return createApolloClient({
    uri: `${origin}/graphql`,
    fetch: recordingFetch,
    getIdToken: options.getIdToken ?? (async () => options.token ?? null),
    ...(options.useGETForQueries === undefined ? {} : { useGETForQueries: options.useGETForQueries }),
  });
}

const ViewerQuery = gql`
  query Viewer {
    viewer {
      isPlatformAdmin
    }
  }
`;

describe("the web app's transport", () => {
  it('sends queries as GET by default, with operationName, variables and query in the URL', async () => {
    const result = await client().query({ query: ViewerQuery });
    expect(result.data).toEqual({ viewer: null });
    expect(sent).toHaveLength(1);
    expect(sent[0]?.method).toBe('GET');
    expect(sent[0]?.url.pathname).toBe('/graphql');
    expect(sent[0]?.url.searchParams.get('operationName')).toBe('Viewer');
    expect(sent[0]?.url.searchParams.get('query')).toContain('query Viewer');
  });

  it('sends queries as POST with a JSON body when GET is switched off', async () => {
    await client({ useGETForQueries: false }).query({ query: ViewerQuery });
    expect(sent[0]?.method).toBe('POST');
    expect(sent[0]?.body).toMatchObject({
      operationName: 'Viewer',
      variables: {},
      query: expect.stringContaining('query Viewer'),
    });
  });

  it('always sends mutations as POST, carrying the ID token', async () => {
    const account = await api.newAccount('apollo');
    const result = await client({ token: account.idToken }).mutate({
      mutation: gql`
        mutation Rename($name: String!) {
          updateProfile(input: { displayName: $name }) {
            displayName
          }
        }
      `,
      variables: { name: 'Over the wire' },
    });
    expect(result.data).toEqual({ updateProfile: { __typename: 'User', displayName: 'Over the wire' } });
    expect(sent[0]?.method).toBe('POST');
    expect(sent[0]?.body).toMatchObject({ operationName: 'Rename', variables: { name: 'Over the wire' } });
  });

  it("uses the path named in an operation's context instead of /graphql", async () => {
    const apollo = client();
    await expect(
      apollo.query({ query: ViewerQuery, context: { uri: `${origin}/elsewhere/graphql` } }),
    ).rejects.toThrow();
    expect(sent[0]?.url.pathname).toBe('/elsewhere/graphql');
    await apollo.query({ query: ViewerQuery, fetchPolicy: 'network-only' });
    expect(sent[1]?.url.pathname).toBe('/graphql');
  });

  it('refreshes an expired ID token and retries the request once', async () => {
    const account = await api.newAccount('refresh');
    const expired = expiredCopyOf(account.idToken);
    const refreshes: boolean[] = [];
    const apollo = client({
      getIdToken: async (refresh = false) => {
        refreshes.push(refresh);
        return refresh ? account.idToken : expired;
      },
    });
    const result = await apollo.query({
      query: gql`
        query Me {
          viewer {
            user {
              email
            }
          }
        }
      `,
    });
    expect(result.data).toMatchObject({ viewer: { user: { email: account.email } } });
    expect(refreshes).toEqual([false, true]);
    expect(sent).toHaveLength(2);
  });

  it('gives up after one retry when the fresh token is refused too', async () => {
    const account = await api.newAccount('refresh-fails');
    const expired = expiredCopyOf(account.idToken);
    const apollo = client({ getIdToken: async () => expired });
    await expect(apollo.query({ query: ViewerQuery })).rejects.toMatchObject({
      errors: [{ extensions: { code: 'UNAUTHENTICATED' } }],
    });
    expect(sent).toHaveLength(2);
  });

  it('surfaces the stable error code to the caller', async () => {
    const apollo = client();
    await expect(
      apollo.mutate({
        mutation: gql`
          mutation {
            updateProfile(input: { displayName: "x" }) {
              id
            }
          }
        `,
      }),
    ).rejects.toMatchObject({ errors: [{ extensions: { code: 'UNAUTHENTICATED' } }] });
  });
});

describe('refusals answered before Yoga', () => {
  it('reach the web app as GraphQL errors with their code and words, not as a bare HTTP failure', async () => {
    const limited = await createTestApi({ RATE_LIMITS: 'request=2/60' });
    try {
      await limited.app.listen({ host: '127.0.0.1', port: 0 });
      const address = limited.app.server.address();
      if (!address || typeof address === 'string') throw new Error('no port');
      const apollo = createApolloClient({
        uri: `http://127.0.0.1:${address.port}/graphql`,
        getIdToken: async () => null,
      });
      // Different variables each time, so Apollo's cache never answers instead of the server.
      const ask = (first: number) =>
        apollo.query({
          query: gql`
            query Featured($first: Int!) {
              featuredEvents(first: $first) {
                id
              }
            }
          `,
          variables: { first },
        });
      await ask(1);
      await ask(2);
      const refused = await ask(3).then(
        () => null,
        (error: unknown) => error,
      );
      expect(apiErrorCodes(refused)).toEqual([ErrorCode.RATE_LIMITED]);
      expect(apiErrorMessage(refused)).toMatch(/^Too many requests from your address\. Try again in \d+ seconds\.$/);
    } finally {
      await limited.close();
    }
  });
});
