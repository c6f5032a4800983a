import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../../test/test-api.ts';
import { claimsOf, unsignedToken } from '../../test/tokens.ts';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

const deleteAccount = 'mutation { deleteAccount { deletedUserId } }';
type UserData = { user: { id: string; email: string | null; displayName: string | null } };

describe('deleteAccount', () => {
  it("removes the person's data from the API and their Firebase account", async () => {
    const account = await api.newAccount('leaving');
    await api.graphql('mutation { updateProfile(input: { displayName: "Leaving Soon" }) { id } }', {
      token: account.idToken,
    });

    const res = await api.graphql<{ deleteAccount: { deletedUserId: string } }>(deleteAccount, {
      token: account.idToken,
    });
    const userId = res.body.data?.deleteAccount.deletedUserId;
    expect(userId).toMatch(/^[0-9a-f-]{36}$/);

    // The row stays for organizers' records, with nothing that names the person.
    const admin = await api.adminToken();
    const row = await api.graphql<UserData>(`{ user(id: "${userId}") { id email displayName } }`, { token: admin });
    expect(row.body.data?.user).toEqual({ id: userId, email: null, displayName: null });
    const list = await api.graphql<{ users: { email: string | null }[] }>('{ users(first: 100) { email } }', {
      token: admin,
    });
    expect(list.body.data?.users.map((u) => u.email)).not.toContain(account.email);

    // The old token no longer works, and the credentials are gone from Firebase.
    const after = await api.graphql('{ viewer { user { id } } }', { token: account.idToken });
    expect(after.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    await expect(api.emulator.signIn(account.email, 'secret-pass-1')).rejects.toThrow(/EMAIL_NOT_FOUND|INVALID/);
  });

  it('needs a recent sign-in, and changes nothing without one', async () => {
    const account = await api.newAccount('stale');
    const tenMinutesAgo = Math.floor(Date.now() / 1000) - 600;
    // As if the account were older than that sign-in, so the token is not revoked, only stale.
    await api.emulator.setValidSince(account.localId, tenMinutesAgo - 60);
    // A token refreshed just now for a sign-in ten minutes ago.
    const stale = unsignedToken({ ...claimsOf(account.idToken), auth_time: tenMinutesAgo });
    const res = await api.graphql(deleteAccount, { token: stale });
    expect(res.body.errors?.[0]?.extensions?.code).toBe('REAUTHENTICATION_REQUIRED');

    const still = await api.graphql<{ viewer: UserData }>('{ viewer { user { id email displayName } } }', {
      token: account.idToken,
    });
    expect(still.body.data?.viewer.user.email).toBe(account.email);
    await expect(api.emulator.signIn(account.email, 'secret-pass-1')).resolves.toMatchObject({
      email: account.email,
    });
  });

  it('needs a signed-in user', async () => {
    const res = await api.graphql(deleteAccount);
    expect(res.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
