import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '../../test/gql/index.ts';
import { createTestApi, type TestApi } from '../../test/test-api.ts';
import { duringUncommitted } from '../../test/uncommitted.ts';
import { ACCEPT_INVITATION, createOrganization, dataOf, errorOf, invite, present } from '../../test/org-fixtures.ts';
import { organizationInvitations } from './tables.ts';

const PENDING = graphql(`
  query PendingInvitations {
    viewer {
      organizations {
        id
      }
      pendingInvitations {
        id
        role
        organizationName
        invitedBy
        expiresAt
      }
    }
  }
`);
const OWNER_VIEW = graphql(`
  query OwnerInvitations($slug: String!) {
    organization(slug: $slug) {
      invitations {
        email
        role
        status
        expiresAt
      }
    }
  }
`);
const DECLINE = graphql(`
  mutation DeclineInvitation($id: ID!) {
    declineInvitation(id: $id)
  }
`);
const REVOKE = graphql(`
  mutation RevokeInvitation($id: ID!) {
    revokeInvitation(id: $id)
  }
`);
const PEEK = graphql(`
  query PeekOrganization($s: String!) {
    organization(slug: $s) {
      id
    }
  }
`);

/** The invitations waiting for `token`'s person, and the organizations they belong to. */
async function pendingFor(token: string) {
  return present(dataOf(await api.graphql(PENDING, { token })).viewer);
}

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi({ INVITATION_EXPIRY_DAYS: '7' });
});
afterAll(() => api.close());

/** An owner with an organization, and a person they invited who has verified their email. */
async function invitedPerson(role: 'MANAGER' | 'DOOR_STAFF' = 'MANAGER') {
  const owner = await api.newAccount('owner');
  const org = await createOrganization(api, owner.idToken, 'Lantern Collective');
  const person = await api.newAccount('invitee');
  const invitationId = await invite(api, owner.idToken, org.id, person.email.toUpperCase(), role);
  await api.emulator.markEmailVerified(person.localId);
  const { idToken } = await api.emulator.signIn(person.email, 'secret-pass-1');
  return { owner: owner.idToken, org, person: { ...person, idToken }, invitationId };
}

describe('invitations', () => {
  it('wait for the invited person’s answer: reading them joins nothing, accepting joins with the role', async () => {
    const { owner, org, person, invitationId } = await invitedPerson('MANAGER');
    const before = await pendingFor(person.idToken);
    expect(before.organizations).toEqual([]);
    expect(before.pendingInvitations).toEqual([
      {
        id: invitationId,
        role: 'MANAGER',
        organizationName: 'Lantern Collective',
        // The owner set no display name, and their email is not the invitee's to see.
        invitedBy: 'An owner',
        expiresAt: expect.any(String),
      },
    ]);
    // Seven days here (INVITATION_EXPIRY_DAYS), give or take the test's own run time.
    const days = (Date.parse(before.pendingInvitations[0]?.expiresAt ?? '') - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThanOrEqual(7);
    // Asking about the organization does not join it either.
    const peek = await api.graphql(PEEK, { token: person.idToken, variables: { s: org.slug } });
    expect(errorOf(peek).code).toBe('FORBIDDEN');

    const accepted = await api.graphql(ACCEPT_INVITATION, {
      token: person.idToken,
      variables: { id: invitationId },
    });
    expect(dataOf(accepted).acceptInvitation).toEqual({ id: org.id, viewerRole: 'MANAGER' });
    const after = await pendingFor(person.idToken);
    expect(after).toEqual({ organizations: [{ id: org.id }], pendingInvitations: [] });
    const owners = dataOf(await api.graphql(OWNER_VIEW, { token: owner, variables: { slug: org.slug } }));
    expect(owners.organization.invitations).toEqual([]);
  });

  it('are shown and answered only once the email address is verified', async () => {
    const owner = await api.newAccount('owner');
    const org = await createOrganization(api, owner.idToken);
    const person = await api.newAccount('unverified', { verified: false });
    const invitationId = await invite(api, owner.idToken, org.id, person.email, 'DOOR_STAFF');
    const pending = await pendingFor(person.idToken);
    expect(pending.pendingInvitations).toEqual([]);
    const res = await api.graphql(ACCEPT_INVITATION, { token: person.idToken, variables: { id: invitationId } });
    expect(errorOf(res)).toMatchObject({ code: 'FORBIDDEN', message: expect.stringMatching(/Verify your email/) });
  });

  it('cannot be answered by anyone else, who learns nothing of them', async () => {
    const { invitationId } = await invitedPerson();
    const stranger = await api.newAccount('stranger');
    await api.emulator.markEmailVerified(stranger.localId);
    const { idToken } = await api.emulator.signIn(stranger.email, 'secret-pass-1');
    const answers = [
      () => api.graphql(ACCEPT_INVITATION, { token: idToken, variables: { id: invitationId } }),
      () => api.graphql(DECLINE, { token: idToken, variables: { id: invitationId } }),
    ];
    for (const answer of answers) {
      expect(errorOf(await answer()).code).toBe('NOT_FOUND');
    }
    expect(errorOf(await api.graphql(DECLINE, { variables: { id: invitationId } })).code).toBe('UNAUTHENTICATED');
  });

  it('can be declined: owners see it declined, and inviting again renews it', async () => {
    const { owner, org, person, invitationId } = await invitedPerson('DOOR_STAFF');
    expect(dataOf(await api.graphql(DECLINE, { token: person.idToken, variables: { id: invitationId } }))).toEqual({
      declineInvitation: true,
    });
    expect((await pendingFor(person.idToken)).pendingInvitations).toEqual([]);
    const owners = dataOf(await api.graphql(OWNER_VIEW, { token: owner, variables: { slug: org.slug } }));
    expect(owners.organization.invitations).toMatchObject([{ email: person.email.toLowerCase(), status: 'DECLINED' }]);
    const late = await api.graphql(ACCEPT_INVITATION, { token: person.idToken, variables: { id: invitationId } });
    expect(errorOf(late)).toMatchObject({ code: 'CONFLICT', message: expect.stringMatching(/declined/) });

    // Asked again, with another role: the same invitation waits again.
    expect(await invite(api, owner, org.id, person.email, 'MANAGER')).toBe(invitationId);
    const again = (await pendingFor(person.idToken)).pendingInvitations;
    expect(again).toMatchObject([{ id: invitationId, role: 'MANAGER' }]);
  });

  it('expire: no longer offered, refused if accepted, shown expired to owners', async () => {
    const { owner, org, person, invitationId } = await invitedPerson();
    await api.database.db
      .update(organizationInvitations)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(organizationInvitations.id, invitationId));
    expect((await pendingFor(person.idToken)).pendingInvitations).toEqual([]);
    const res = await api.graphql(ACCEPT_INVITATION, { token: person.idToken, variables: { id: invitationId } });
    expect(errorOf(res)).toMatchObject({ code: 'CONFLICT', message: expect.stringMatching(/expired/) });
    const owners = dataOf(await api.graphql(OWNER_VIEW, { token: owner, variables: { slug: org.slug } }));
    expect(owners.organization.invitations).toMatchObject([{ status: 'EXPIRED' }]);
  });

  it('once accepted cannot be revoked, even by a revoke that read it just before: the owner is never told a member was uninvited', async () => {
    const { owner, org, person, invitationId } = await invitedPerson();
    await api.graphql(ACCEPT_INVITATION, { token: person.idToken, variables: { id: invitationId } });
    expect(errorOf(await api.graphql(REVOKE, { token: owner, variables: { id: invitationId } })).code).toBe(
      'NOT_FOUND',
    );

    // The owner's revoke arrives while an accept holds the row, uncommitted.
    const racer = await api.newAccount('racer');
    const id = await invite(api, owner, org.id, racer.email, 'DOOR_STAFF');
    const revoked = await duringUncommitted(
      api.database,
      (tx) =>
        tx.update(organizationInvitations).set({ acceptedAt: new Date() }).where(eq(organizationInvitations.id, id)),
      () => api.graphql(REVOKE, { token: owner, variables: { id } }),
    );
    expect(['NOT_FOUND', 'CONFLICT']).toContain(errorOf(revoked).code);
    const [row] = await api.database.db
      .select()
      .from(organizationInvitations)
      .where(eq(organizationInvitations.id, id));
    expect(row?.acceptedAt).toBeInstanceOf(Date);
  });
});
