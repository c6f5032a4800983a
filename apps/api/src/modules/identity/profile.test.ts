import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../../test/test-api.ts';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

const updateProfile = 'mutation($name: String!) { updateProfile(input: { displayName: $name }) { displayName } }';

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
    const after = await api.graphql<{ viewer: { user: { displayName: string } } }>(
      '{ viewer { user { displayName } } }',
      { token: account.idToken },
    );
    expect(after.body.data?.viewer.user.displayName).toBe('Grace');
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
    const res = await api.graphql('{ users(first: 5) { email } }', { token: account.idToken });
    expect(res.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(res.body.data).toBeNull();
  });

  it('are UNAUTHENTICATED for a visitor', async () => {
    const res = await api.graphql('{ users(first: 5) { email } }');
    expect(res.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('list users for a platform admin', async () => {
    const member = await api.newAccount('listed');
    await api.graphql('{ viewer { isPlatformAdmin } }', { token: member.idToken });
    const res = await api.graphql<{ users: { email: string }[] }>('{ users(first: 100) { email } }', {
      token: await api.adminToken(),
    });
    expect(res.body.data?.users.map((u) => u.email)).toContain(member.email);
  });

  it('answer NOT_FOUND for a user that does not exist', async () => {
    const res = await api.graphql('{ user(id: "00000000-0000-4000-8000-000000000000") { id } }', {
      token: await api.adminToken(),
    });
    expect(res.body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('refuse a page size over 100 with BAD_USER_INPUT', async () => {
    const res = await api.graphql('{ users(first: 101) { id } }', { token: await api.adminToken() });
    expect(res.body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'first' });
  });
});
