import { print } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '../../test/gql/index.ts';
import { createTestApi, TEST_ADMIN_EMAIL, type TestApi } from '../../test/test-api.ts';
import { claimsOf, expiredCopyOf, unsignedToken } from '../../test/tokens.ts';

let api: TestApi;
const SQUATTED_ADMIN = 'squatted-admin@example.test';

beforeAll(async () => {
  api = await createTestApi({ PLATFORM_ADMIN_EMAILS: `${TEST_ADMIN_EMAIL},${SQUATTED_ADMIN}` });
});
afterAll(() => api.close());

const viewerQuery = graphql(`
  query ViewerAndAdmin {
    viewer {
      isPlatformAdmin
      user {
        id
        email
      }
    }
  }
`);

describe('viewer', () => {
  it('is null for a visitor who sends no token', async () => {
    const res = await api.graphql(viewerQuery);
    expect(res.body).toEqual({ data: { viewer: null } });
  });

  it('is the signed-in user, created on first sight and the same row afterwards', async () => {
    const account = await api.newAccount('first-sight');
    const first = await api.graphql(viewerQuery, { token: account.idToken });
    expect(first.body.data?.viewer).toMatchObject({ isPlatformAdmin: false, user: { email: account.email } });
    const second = await api.graphql(viewerQuery, { token: account.idToken });
    expect(second.body.data?.viewer?.user.id).toBe(first.body.data?.viewer?.user.id);
  });

  it('creates one row even when a new user sends two requests at once', async () => {
    const account = await api.newAccount('concurrent');
    const results = await Promise.all(
      Array.from({ length: 5 }, () => api.graphql(viewerQuery, { token: account.idToken })),
    );
    const ids = new Set(results.map((r) => r.body.data?.viewer?.user.id));
    expect(ids.size).toBe(1);
  });

  it('gets UNAUTHENTICATED for a malformed token', async () => {
    const res = await api.graphql(viewerQuery, { token: 'not-a-jwt' });
    expect(res.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('gets UNAUTHENTICATED for an Authorization header that is not a bearer token', async () => {
    const res = await api.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json', authorization: 'Basic dXNlcjpwYXNz' },
      payload: { query: print(viewerQuery) },
    });
    expect(res.json().errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });

  it('gets UNAUTHENTICATED for an expired token', async () => {
    const account = await api.newAccount('expired');
    const res = await api.graphql(viewerQuery, { token: expiredCopyOf(account.idToken) });
    expect(res.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('gets UNAUTHENTICATED for a token of another Firebase project', async () => {
    const account = await api.newAccount('other-project');
    const forged = unsignedToken({
      ...claimsOf(account.idToken),
      aud: 'demo-someone-else',
      iss: 'https://securetoken.google.com/demo-someone-else',
    });
    const res = await api.graphql(viewerQuery, { token: forged });
    expect(res.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('gets UNAUTHENTICATED once the account is deleted, though the token has not expired', async () => {
    const account = await api.newAccount('deleted');
    expect((await api.graphql(viewerQuery, { token: account.idToken })).body.data?.viewer).not.toBeNull();
    await api.emulator.deleteAccount(account.idToken);
    const res = await api.graphql(viewerQuery, { token: account.idToken });
    expect(res.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('gets UNAUTHENTICATED for a revoked token (signed out everywhere)', async () => {
    const account = await api.newAccount('revoked');
    expect((await api.graphql(viewerQuery, { token: account.idToken })).body.data?.viewer).not.toBeNull();
    // What revokeRefreshTokens does: tokens issued before this moment stop counting.
    await api.emulator.setValidSince(account.localId, Math.floor(Date.now() / 1000) + 1);
    const res = await api.graphql(viewerQuery, { token: account.idToken });
    expect(res.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('marks the platform admins named in PLATFORM_ADMIN_EMAILS once their email is verified', async () => {
    const res = await api.graphql(viewerQuery, { token: await api.adminToken() });
    expect(res.body.data?.viewer?.isPlatformAdmin).toBe(true);
  });

  it('does not make an admin of someone who signs up with an admin address they have not verified', async () => {
    const squatter = await api.emulator.signUp(SQUATTED_ADMIN, 'secret-pass-1');
    const before = await api.graphql(viewerQuery, { token: squatter.idToken });
    expect(before.body.data?.viewer).toMatchObject({ isPlatformAdmin: false, user: { email: SQUATTED_ADMIN } });

    await api.emulator.markEmailVerified(squatter.localId);
    const verified = await api.emulator.signIn(SQUATTED_ADMIN, 'secret-pass-1');
    const after = await api.graphql(viewerQuery, { token: verified.idToken });
    expect(after.body.data?.viewer?.isPlatformAdmin).toBe(true);
  });
});

describe('a token that verifies nothing', () => {
  it('is answered 401 UNAUTHENTICATED even where a visitor is welcome, never served as a visitor', async () => {
    for (const token of ['garbage', unsignedToken({ sub: 'nobody' })]) {
      const res = await api.graphql('{ __typename }', { token });
      expect(res.status).toBe(401);
      expect(res.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
      expect(res.body.data).toBeUndefined();
    }
  });

  it("counts against a visitor's request limit, not the higher one for people signed in", async () => {
    const limited = await createTestApi({ RATE_LIMITS: 'request=2/60,requestWithToken=100/60' });
    try {
      const statuses = [];
      for (let i = 0; i < 3; i++) statuses.push((await limited.graphql('{ __typename }', { token: 'garbage' })).status);
      expect(statuses).toEqual([401, 401, 429]);
      // Someone really signed in is counted under their own limit.
      const account = await limited.newAccount('real-session');
      expect((await limited.graphql(viewerQuery, { token: account.idToken })).status).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
