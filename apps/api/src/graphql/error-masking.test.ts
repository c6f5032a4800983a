import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '../test/gql/index.ts';
import { createTestApi, type TestApi } from '../test/test-api.ts';

const MASKED_VIEWER = graphql(`
  query MaskedViewer {
    viewer {
      user {
        email
      }
    }
  }
`);

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

describe('unexpected failures', () => {
  it('are masked as INTERNAL_SERVER_ERROR without leaking SQL or stack traces', async () => {
    const account = await api.newAccount('masking');
    // Break the database under the server: every query now fails.
    await api.database.db.execute('alter table users rename to users_gone');
    try {
      const res = await api.graphql(MASKED_VIEWER, { token: account.idToken });
      const error = res.body.errors?.[0];
      expect(error?.extensions?.code).toBe('INTERNAL_SERVER_ERROR');
      expect(error?.message).toBe('Unexpected error.');
      expect(JSON.stringify(res.body)).not.toMatch(/users|relation|select|insert/i);
    } finally {
      await api.database.db.execute('alter table users_gone rename to users');
    }
  });
});
