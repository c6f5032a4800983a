import { print, type DocumentNode } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// The web app's own documents (plain GraphQL ASTs): the first requests a new account's screens send.
import { AccountPageDocument } from '../../../../web/src/features/account/gql/graphql.ts';
import { ShellMembershipsDocument } from '../../../../web/src/features/memberships/gql/graphql.ts';
import { createTestApi, csrfHeader, type TestApi } from '../../test/test-api.ts';
import { claimsOf, unsignedToken } from '../../test/tokens.ts';
import { mintedBeforeRevocation } from './firebase-identity.ts';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

type Answer = {
  status: number;
  body: { data?: { viewer?: { user?: { email?: string | null } } | null } | null; errors?: unknown[] };
};

/** A query as the web app sends it: a GET with the token, the CSRF header and the operation in the address. */
async function getAs(token: string, document: DocumentNode, operationName: string): Promise<Answer> {
  const params = new URLSearchParams({ operationName, query: print(document), variables: '{}' });
  const res = await api.inject({
    method: 'GET',
    url: `/graphql?${params}`,
    headers: { ...csrfHeader, authorization: `Bearer ${token}`, accept: 'application/graphql-response+json' },
  });
  return { status: res.statusCode, body: res.json() };
}

/** The shell's and the account page's queries at once, twice each, as the web app sends them after a sign-up. */
async function firstRequestsOf(token: string): Promise<Answer[]> {
  return Promise.all([
    getAs(token, ShellMembershipsDocument, 'ShellMemberships'),
    getAs(token, AccountPageDocument, 'AccountPage'),
    getAs(token, ShellMembershipsDocument, 'ShellMemberships'),
    getAs(token, AccountPageDocument, 'AccountPage'),
  ]);
}

function expectAllAnswered(answers: Answer[]): void {
  for (const answer of answers) {
    expect(answer.body.errors).toBeUndefined();
    expect(answer.status).toBe(200);
    expect(answer.body.data?.viewer).not.toBeNull();
  }
}

const currentSecond = () => Math.floor(Date.now() / 1000);

describe("a new account's first requests", () => {
  it('all answer, sent in parallel, for accounts made by password, phone and email link', async () => {
    const suffix = String(Date.now()).slice(-7);
    const accounts = await Promise.all([
      ...Array.from({ length: 6 }, (_, i) => api.newAccount(`first-${i}`)),
      api.emulator.signInByPhone(`+1555${suffix}`),
      api.emulator.signInByEmailLink(`link-first-${suffix}@example.test`),
    ]);
    const answers = await Promise.all(accounts.map((a) => firstRequestsOf(a.idToken)));
    for (const answer of answers) expectAllAnswered(answer);
    // One row per person, however many of their first requests raced to make it.
    const emails = answers.map((a) => a.find((x) => x.body.data?.viewer?.user)?.body.data?.viewer?.user?.email);
    expect(emails.slice(0, 6)).toEqual(accounts.slice(0, 6).map((a) => a.email));
  });

  it("answer when the sign-up's moment and the account's valid-since fell on either side of a second", async () => {
    // The Auth Emulator notes the sign-in time and, a moment later, the time from which tokens count (whole
    // seconds). When a second turns between the two, the first token says it was signed in for a second before
    // the account's tokens count: firebase-admin for Node refused such a token, and every token refreshed from
    // it, as revoked ("We could not load your account" after a sign-up, 1 in 2,000 sign-ups, more under load).
    const account = await api.newAccount('straddled');
    const claims = claimsOf(account.idToken);
    const mintedAt = Number(claims['iat']);
    await api.emulator.setValidSince(account.localId, mintedAt);
    const straddled = unsignedToken({ ...claims, auth_time: mintedAt - 1, iat: mintedAt });
    expectAllAnswered(await firstRequestsOf(straddled));
  });

  it('answer with the tokens a password change hands back', async () => {
    const account = await api.newAccount('new-password');
    const signedInAt = Number(claimsOf(account.idToken)['auth_time']);
    // A password change revokes every earlier token; let a second pass so that it is after the sign-in.
    await expect.poll(currentSecond, { interval: 50, timeout: 2_000 }).toBeGreaterThan(signedInAt);
    const changed = await api.emulator.changePassword(account.idToken, 'another-pass-2');
    expect(Number(claimsOf(changed.idToken)['auth_time'])).toBe(signedInAt);
    expectAllAnswered(await firstRequestsOf(changed.idToken));
    // …while the token from before the change is revoked with it.
    const before = await getAs(account.idToken, AccountPageDocument, 'AccountPage');
    expect(before.body.errors).toMatchObject([{ extensions: { code: 'UNAUTHENTICATED' } }]);
  });
});

describe('revocation by the moment a token was minted', () => {
  it('counts a token minted before the valid-since time as revoked, and one minted in that second or later as not', () => {
    const validSince = new Date(1_800_000_000_000).toUTCString();
    expect(mintedBeforeRevocation(1_799_999_999, validSince)).toBe(true);
    expect(mintedBeforeRevocation(1_800_000_000, validSince)).toBe(false);
    expect(mintedBeforeRevocation(1_800_000_001, validSince)).toBe(false);
    expect(mintedBeforeRevocation(1_799_999_999, undefined)).toBe(false);
  });

  it('still refuses an expired token, whatever its times say', async () => {
    const account = await api.newAccount('expired-straddled');
    const claims = claimsOf(account.idToken);
    const hourAgo = currentSecond() - 3600;
    await api.emulator.setValidSince(account.localId, hourAgo - 10);
    const expired = unsignedToken({ ...claims, auth_time: hourAgo - 3620, iat: hourAgo - 5, exp: hourAgo });
    const answer = await getAs(expired, AccountPageDocument, 'AccountPage');
    expect(answer.body.errors).toMatchObject([{ extensions: { code: 'UNAUTHENTICATED' } }]);
  });
});
