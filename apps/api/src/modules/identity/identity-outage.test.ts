import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '../../test/gql/index.ts';
import { createTestApi, type TestApi } from '../../test/test-api.ts';

/**
 * The server is pointed at an Auth Emulator address where nothing listens,
 * while tokens come from the suite's real emulator: as if Firebase went down
 * between sign-in and the request.
 */
const OUTAGE_VIEWER = graphql(`
  query OutageViewer {
    viewer {
      user {
        email
      }
    }
  }
`);

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi({ FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9' });
});
afterAll(() => api.close());

describe('when the identity service cannot be reached', () => {
  it('answers INTERNAL_SERVER_ERROR, not UNAUTHENTICATED, so clients do not sign people out', async () => {
    const account = await api.newAccount('outage');
    const res = await api.graphql(OUTAGE_VIEWER, { token: account.idToken });
    expect(res.body.errors?.[0]?.extensions?.code).toBe('INTERNAL_SERVER_ERROR');
  });
});
