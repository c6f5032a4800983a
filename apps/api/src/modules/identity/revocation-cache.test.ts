import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '../../test/gql/index.ts';
import { createTestApi, type TestApi } from '../../test/test-api.ts';
import { verifiedTokens } from './verified-tokens.ts';

/*
 * The revocation cache: a token verified as not revoked is believed again for a bounded time without asking Firebase
 * (AUTH_REVOCATION_CACHE_SECONDS, 30 by default). What a person or an operator notices: a sign-out everywhere takes
 * effect within that bound, never later; an account Admit deletes is refused at once. Run with a bound of 1 s so
 * the test waits for it, not for 30 s.
 */

const VIEWER = graphql(`
  query RevocationCacheViewer {
    viewer {
      user {
        id
      }
    }
  }
`);
const DELETE_ACCOUNT = graphql(`
  mutation RevocationCacheDeleteAccount {
    deleteAccount {
      deletedUserId
    }
  }
`);

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi({ AUTH_REVOCATION_CACHE_SECONDS: '1' });
});
afterAll(async () => {
  await api?.close();
});

const codeFor = async (token: string) =>
  (await api.graphql(VIEWER, { token })).body.errors?.[0]?.extensions?.code ?? 'OK';

describe('the revocation cache (API, 1 s bound)', () => {
  // Guards: the bound. Within it the kept answer stands (the point of the cache: no call to Firebase); once it has
  // passed, the revoked token is refused, well before the 30 s a production bound allows.
  it('refuses a token signed out everywhere once the bound has passed', async () => {
    const account = await api.newAccount('revocation-cache');
    expect(await codeFor(account.idToken)).toBe('OK');
    const revokedAt = Date.now();
    await api.emulator.setValidSince(account.localId, Math.floor(revokedAt / 1000) + 1);
    expect(await codeFor(account.idToken)).toBe('OK');
    await expect.poll(() => codeFor(account.idToken), { timeout: 5_000, interval: 100 }).toBe('UNAUTHENTICATED');
    expect(Date.now() - revokedAt).toBeLessThan(3_000);
  });

  // Guards: Admit's own deletion does not wait for the bound: the deleted account's token is refused at once.
  it('refuses a token of an account Admit deleted at once', async () => {
    const account = await api.newAccount('revocation-deleted');
    expect(await codeFor(account.idToken)).toBe('OK');
    const deleted = await api.graphql(DELETE_ACCOUNT, { token: account.idToken });
    expect(deleted.body.errors).toBeUndefined();
    expect(await codeFor(account.idToken)).toBe('UNAUTHENTICATED');
  });
});

describe('verifiedTokens', () => {
  // Guards: never past the token's own expiry, nothing kept with a bound of 0, and an account forgotten whole.
  it('keeps a verification for the bound, never past the token’s expiry, and forgets an account’s tokens', () => {
    let now = 1_000_000;
    const kept = verifiedTokens(30, () => now);
    kept.set('token-a', { uid: 'u1', exp: now / 1000 + 10 });
    kept.set('token-b', { uid: 'u1', exp: now / 1000 + 3600 });
    kept.set('token-c', { uid: 'u2', exp: now / 1000 + 3600 });
    now += 9_000;
    expect(kept.get('token-a')?.uid).toBe('u1');
    now += 2_000;
    expect(kept.get('token-a')).toBeUndefined();
    expect(kept.get('token-b')?.uid).toBe('u1');
    now += 20_000;
    expect(kept.get('token-b')).toBeUndefined();
    kept.set('token-b', { uid: 'u1', exp: now / 1000 + 3600 });
    kept.forgetAccount('u1');
    expect(kept.get('token-b')).toBeUndefined();
    expect(kept.get('token-c')).toBeUndefined();
    kept.set('token-c', { uid: 'u2', exp: now / 1000 + 3600 });
    expect(kept.get('token-c')?.uid).toBe('u2');

    const off = verifiedTokens(0, () => now);
    off.set('token-d', { uid: 'u3', exp: now / 1000 + 3600 });
    expect(off.get('token-d')).toBeUndefined();
  });
});
