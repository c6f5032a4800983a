import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '../../test/gql/index.ts';
import { createTestApi, type TestApi } from '../../test/test-api.ts';
import {
  CREATE_ORG,
  addMember,
  createOrganization,
  dataOf,
  errorOf,
  present,
  uniqueSlug,
  VIEWER_ID,
} from '../../test/org-fixtures.ts';
import { duringUncommitted } from '../../test/uncommitted.ts';
import { leaveEveryOrganization } from './service.ts';
import { organizationMembers } from './tables.ts';

const TEAM = graphql(`
  query Team($slug: String!) {
    organization(slug: $slug) {
      viewerRole
      members {
        role
        user {
          id
          email
        }
      }
      invitations {
        email
        role
      }
    }
  }
`);

const TEAM_MEMBERS = graphql(`
  query TeamMembers($slug: String!) {
    organization(slug: $slug) {
      viewerRole
      members {
        role
        user {
          id
          email
        }
      }
    }
  }
`);
const INVITE = graphql(`
  mutation InviteTeammate($o: ID!, $i: InviteMemberInput!) {
    inviteMember(organizationId: $o, input: $i) {
      id
      email
      role
    }
  }
`);
const CHANGE_ROLE = graphql(`
  mutation ChangeRole($o: ID!, $u: ID!, $r: OrganizationRole!) {
    changeMemberRole(organizationId: $o, userId: $u, role: $r) {
      role
    }
  }
`);
const REMOVE = graphql(`
  mutation RemoveMember($o: ID!, $u: ID!) {
    removeMember(organizationId: $o, userId: $u)
  }
`);
const LEAVE = graphql(`
  mutation LeaveOrganization($o: ID!) {
    leaveOrganization(organizationId: $o)
  }
`);
const DELETE_ACCOUNT = graphql(`
  mutation OwnerDeletesAccount {
    deleteAccount {
      deletedUserId
    }
  }
`);

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

describe('organizations and their teams', () => {
  it('makes the creator the owner, and refuses a taken slug on the slug field', async () => {
    const { idToken } = await api.newAccount('founder');
    const slug = uniqueSlug('org');
    const res = await api.graphql(CREATE_ORG, {
      token: idToken,
      variables: { input: { name: 'Lantern Collective', slug } },
    });
    expect(dataOf(res).createOrganization).toEqual({ id: expect.any(String), slug, viewerRole: 'OWNER' });

    const again = await api.graphql(CREATE_ORG, { token: idToken, variables: { input: { name: 'Other', slug } } });
    expect(errorOf(again)).toMatchObject({ code: 'BAD_USER_INPUT', field: 'slug' });
    const unnamed = await api.graphql(CREATE_ORG, {
      token: idToken,
      variables: { input: { name: 'x', slug: uniqueSlug('org') } },
    });
    expect(errorOf(unnamed)).toMatchObject({ code: 'BAD_USER_INPUT', field: 'name' });
  });

  it('needs a signed-in user to create an organization', async () => {
    const res = await api.graphql(CREATE_ORG, { variables: { input: { name: 'Anon', slug: uniqueSlug('org') } } });
    expect(errorOf(res).code).toBe('UNAUTHENTICATED');
  });

  it('refuses a malformed invitation email on the email field', async () => {
    const owner = (await api.newAccount('owner')).idToken;
    const org = await createOrganization(api, owner);
    const res = await api.graphql(INVITE, {
      token: owner,
      variables: { o: org.id, i: { email: 'nope', role: 'MANAGER' } },
    });
    expect(errorOf(res)).toMatchObject({ code: 'BAD_USER_INPUT', field: 'email' });
  });

  it('lets the owner change roles and remove members, but never leaves the organization without an owner', async () => {
    const ownerAccount = await api.newAccount('owner');
    const owner = ownerAccount.idToken;
    const org = await createOrganization(api, owner);
    const manager = await addMember(api, owner, org.id, 'MANAGER');
    const team = dataOf(await api.graphql(TEAM, { token: owner, variables: { slug: org.slug } }));
    const ownerId = present(team.organization.members.find((m) => m.role === 'OWNER')).user.id;

    // The only owner can neither leave nor step down.
    expect(errorOf(await api.graphql(LEAVE, { token: owner, variables: { o: org.id } }))).toMatchObject({
      code: 'CONFLICT',
      message: expect.stringMatching(/at least one owner/),
    });
    expect(
      errorOf(await api.graphql(CHANGE_ROLE, { token: owner, variables: { o: org.id, u: ownerId, r: 'MANAGER' } }))
        .code,
    ).toBe('CONFLICT');

    // Promote the manager; now the first owner may leave.
    dataOf(await api.graphql(CHANGE_ROLE, { token: owner, variables: { o: org.id, u: manager.userId, r: 'OWNER' } }));
    expect(dataOf(await api.graphql(LEAVE, { token: owner, variables: { o: org.id } }))).toEqual({
      leaveOrganization: true,
    });
    expect(errorOf(await api.graphql(TEAM, { token: owner, variables: { slug: org.slug } })).code).toBe('FORBIDDEN');

    // The new owner removes a door-staff member.
    const door = await addMember(api, manager.token, org.id, 'DOOR_STAFF');
    dataOf(await api.graphql(REMOVE, { token: manager.token, variables: { o: org.id, u: door.userId } }));
    const after = dataOf(await api.graphql(TEAM, { token: manager.token, variables: { slug: org.slug } }));
    expect(after.organization.members.map((m) => m.user.id)).toEqual([manager.userId]);
  });

  it('shows teammates’ contact details to owners only', async () => {
    const owner = await api.newAccount('owner');
    const org = await createOrganization(api, owner.idToken);
    const manager = await addMember(api, owner.idToken, org.id, 'MANAGER');
    const asManager = dataOf(await api.graphql(TEAM_MEMBERS, { token: manager.token, variables: { slug: org.slug } }));
    const emails = asManager.organization.members.map((m) => m.user.email);
    expect(emails).toContain(manager.email);
    expect(emails).toContain(null);
    const asOwner = dataOf(await api.graphql(TEAM_MEMBERS, { token: owner.idToken, variables: { slug: org.slug } }));
    expect(asOwner.organization.members.map((m) => m.user.email)).toContain(manager.email);
  });

  it('will not let the only owner delete their account and orphan the organization', async () => {
    const owner = (await api.newAccount('sole-owner')).idToken;
    await createOrganization(api, owner, 'Orphan Risk Ltd');
    const res = await api.graphql(DELETE_ACCOUNT, { token: owner });
    expect(errorOf(res)).toMatchObject({
      code: 'CONFLICT',
      message: expect.stringMatching(/only owner of Orphan Risk Ltd/),
    });
  });

  it('never ends with no owner when its two owners delete their accounts at the same moment', async () => {
    const first = (await api.newAccount('first-owner')).idToken;
    const org = await createOrganization(api, first, 'Two Owners Ltd');
    const second = await addMember(api, first, org.id, 'OWNER');
    const firstId = present(dataOf(await api.graphql(VIEWER_ID, { token: first })).viewer).user.id;

    // The first owner's deletion has left the team but not committed when the second's arrives.
    const res = await duringUncommitted(
      api.database,
      (tx) => leaveEveryOrganization(tx, firstId, null),
      () => api.graphql(DELETE_ACCOUNT, { token: second.token }),
    );
    expect(errorOf(res)).toMatchObject({
      code: 'CONFLICT',
      message: expect.stringMatching(/only owner of Two Owners Ltd/),
    });
    const owners = await api.database.db
      .select({ userId: organizationMembers.userId })
      .from(organizationMembers)
      .where(and(eq(organizationMembers.organizationId, org.id), eq(organizationMembers.role, 'OWNER')));
    expect(owners).toEqual([{ userId: second.userId }]);
  });
});
