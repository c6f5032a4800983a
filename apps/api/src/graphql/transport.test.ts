import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '../test/gql/index.ts';
import { createTestApi, csrfHeader, type TestApi } from '../test/test-api.ts';

const TRANSPORT_VIEWER = graphql(`
  query TransportViewer {
    viewer {
      user {
        displayName
      }
    }
  }
`);

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

const viewerQuery = 'query Viewer { viewer { isPlatformAdmin } }';

describe('GraphQL transport', () => {
  it('answers a POST whose JSON body is {operationName, variables, query}', async () => {
    const res = await api.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json' },
      payload: { operationName: 'Viewer', variables: {}, query: viewerQuery },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { viewer: null } });
  });

  it('answers a query sent as GET with the anti-CSRF header', async () => {
    const params = new URLSearchParams({ operationName: 'Viewer', variables: '{}', query: viewerQuery });
    const res = await api.inject({ method: 'GET', url: `/graphql?${params}`, headers: csrfHeader });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { viewer: null } });
  });

  it('refuses a GET without the anti-CSRF header, since any site could trigger it', async () => {
    const params = new URLSearchParams({ query: viewerQuery });
    const res = await api.inject({ method: 'GET', url: `/graphql?${params}` });
    expect(res.statusCode).toBe(403);
    expect(res.json().errors[0].extensions.code).toBe('FORBIDDEN');
  });

  it('refuses a cross-site "simple" POST (text/plain) without the anti-CSRF header', async () => {
    const res = await api.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'text/plain' },
      payload: JSON.stringify({ query: viewerQuery }),
    });
    expect(res.statusCode).toBe(403);
  });

  it('gives no other site permission to call it from a browser (no CORS)', async () => {
    const res = await api.inject({
      method: 'OPTIONS',
      url: '/graphql',
      headers: {
        origin: 'https://evil.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type,apollo-require-preflight',
      },
    });
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    expect(res.headers['access-control-allow-credentials']).toBeUndefined();
  });

  it('refuses a mutation over GET with 405 and changes nothing', async () => {
    const account = await api.newAccount('get-mutation');
    const params = new URLSearchParams({
      query: 'mutation { updateProfile(input: { displayName: "Changed by GET" }) { displayName } }',
    });
    const res = await api.inject({
      method: 'GET',
      url: `/graphql?${params}`,
      headers: { ...csrfHeader, authorization: `Bearer ${account.idToken}` },
    });
    expect(res.statusCode, res.body).toBe(405);
    expect(res.json().errors[0].extensions.code).toBe('METHOD_NOT_ALLOWED');

    const after = await api.graphql(TRANSPORT_VIEWER, { token: account.idToken });
    expect(after.body.data?.viewer?.user.displayName).toBeNull();
  });

  it('gives a query that does not parse the code GRAPHQL_PARSE_FAILED', async () => {
    const res = await api.graphql('query {');
    expect(res.body.errors?.[0]?.extensions?.code).toBe('GRAPHQL_PARSE_FAILED');
  });

  it('gives a query that does not fit the schema the code GRAPHQL_VALIDATION_FAILED', async () => {
    const res = await api.graphql('{ noSuchField }');
    expect(res.body.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
  });
});
