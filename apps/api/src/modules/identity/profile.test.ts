import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '../../test/gql/index.ts';
import { createTestApi, type TestApi } from '../../test/test-api.ts';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

const updateProfile = graphql(`
  mutation UpdateDisplayName($name: String!) {
    updateProfile(input: { displayName: $name }) {
      displayName
    }
  }
`);
const DISPLAY_NAME = graphql(`
  query ViewerDisplayName {
    viewer {
      user {
        displayName
      }
    }
  }
`);
const USERS = graphql(`
  query UsersPage($first: Int!) {
    users(first: $first) {
      email
    }
  }
`);
const IS_ADMIN = graphql(`
  query ViewerIsAdmin {
    viewer {
      isPlatformAdmin
    }
  }
`);
const MISSING_USER = graphql(`
  query MissingUser($id: ID!) {
    user(id: $id) {
      id
    }
  }
`);

describe('updateProfile', () => {
  it('needs a signed-in user', async () => {
    const res = await api.graphql(updateProfile, { variables: { name: 'Ada' } });
    expect(res.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('refuses a blank name with BAD_USER_INPUT naming the field, and keeps the old name', async () => {
    const account = await api.newAccount('blank-name');
    await api.graphql(updateProfile, { token: account.idToken, variables: { name: 'Grace' } });
    const res = await api.graphql(updateProfile, { token: account.idToken, variables: { name: '   ' } });
    expect(res.body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'displayName' });
    expect(res.body.errors?.[0]?.message).toBe('Enter a name.');
    const after = await api.graphql(DISPLAY_NAME, { token: account.idToken });
    expect(after.body.data?.viewer?.user.displayName).toBe('Grace');
  });

  it('saves a trimmed name', async () => {
    const account = await api.newAccount('trim-name');
    const res = await api.graphql(updateProfile, { token: account.idToken, variables: { name: '  Ada Lovelace ' } });
    expect(res.body.data).toEqual({ updateProfile: { displayName: 'Ada Lovelace' } });
  });
});

describe('platform admin operations', () => {
  it('are FORBIDDEN to an ordinary user', async () => {
    const account = await api.newAccount('not-admin');
    const res = await api.graphql(USERS, { token: account.idToken, variables: { first: 5 } });
    expect(res.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(res.body.data).toBeNull();
  });

  it('are UNAUTHENTICATED for a visitor', async () => {
    const res = await api.graphql(USERS, { variables: { first: 5 } });
    expect(res.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('list users for a platform admin', async () => {
    const member = await api.newAccount('listed');
    await api.graphql(IS_ADMIN, { token: member.idToken });
    const res = await api.graphql(USERS, { token: await api.adminToken(), variables: { first: 100 } });
    expect(res.body.data?.users.map((u) => u.email)).toContain(member.email);
  });

  it('answer NOT_FOUND for a user that does not exist', async () => {
    const res = await api.graphql(MISSING_USER, {
      token: await api.adminToken(),
      variables: { id: '00000000-0000-4000-8000-000000000000' },
    });
    expect(res.body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('refuse a page size over 100 with BAD_USER_INPUT', async () => {
    const res = await api.graphql(USERS, { token: await api.adminToken(), variables: { first: 101 } });
    expect(res.body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'first' });
  });
});
