import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphqlUpload } from '../../test/multipart.ts';
import {
  ACCEPT_INVITATION,
  addMember,
  createEvent,
  createOrganization,
  createTicketType,
  dataOf,
  errorOf,
  eventInput,
  invite,
  ticketTypeInput,
} from '../../test/org-fixtures.ts';
import { graphql } from '../../test/gql/index.ts';
import { createTestApi, type GraphQLResponse, type TestApi } from '../../test/test-api.ts';
import { appendGalleryImage } from '../events/repo.ts';
import { insertImage } from '../media/repo.ts';
import { holdPlaces, insertOrder } from '../orders/repo.ts';

/**
 * People with every right in organization A (its owner and a manager) acting
 * on organization B: its events, ticket types, images, members and
 * invitations. Ids are not secrets, so each must be refused on B's own
 * terms (FORBIDDEN, or NOT_FOUND where existence is private) and change nothing.
 */

const CROSS_ORG_ORGANIZATION = graphql(`
  query CrossOrgOrganization($s: String!) {
    organization(slug: $s) {
      id
      members {
        role
      }
    }
  }
`);
const CROSS_ORG_INVITATIONS = graphql(`
  query CrossOrgInvitations($s: String!) {
    organization(slug: $s) {
      invitations {
        id
      }
    }
  }
`);
const CROSS_ORG_EVENT = graphql(`
  query CrossOrgEvent($s: String!) {
    event(slug: $s) {
      id
    }
  }
`);
const CROSS_ORG_UPDATE_ORGANIZATION = graphql(`
  mutation CrossOrgUpdateOrganization($id: ID!) {
    updateOrganization(id: $id, input: { name: "Taken over" }) {
      id
    }
  }
`);
const CROSS_ORG_CREATE_EVENT = graphql(`
  mutation CrossOrgCreateEvent($o: ID!, $i: EventInput!) {
    createEvent(organizationId: $o, input: $i) {
      id
    }
  }
`);
const CROSS_ORG_UPDATE_EVENT = graphql(`
  mutation CrossOrgUpdateEvent($id: ID!, $i: EventInput!) {
    updateEvent(id: $id, input: $i) {
      id
    }
  }
`);
const CROSS_ORG_PUBLISH_EVENT = graphql(`
  mutation CrossOrgPublishEvent($id: ID!) {
    publishEvent(id: $id) {
      id
    }
  }
`);
const CROSS_ORG_CANCEL_EVENT = graphql(`
  mutation CrossOrgCancelEvent($id: ID!) {
    cancelEvent(id: $id) {
      id
    }
  }
`);
const CROSS_ORG_CREATE_TICKET_TYPE = graphql(`
  mutation CrossOrgCreateTicketType($e: ID!, $i: TicketTypeInput!) {
    createTicketType(eventId: $e, input: $i) {
      id
    }
  }
`);
const CROSS_ORG_UPDATE_TICKET_TYPE = graphql(`
  mutation CrossOrgUpdateTicketType($id: ID!, $i: TicketTypeInput!) {
    updateTicketType(id: $id, input: $i) {
      id
    }
  }
`);
const CROSS_ORG_DELETE_TICKET_TYPE = graphql(`
  mutation CrossOrgDeleteTicketType($id: ID!) {
    deleteTicketType(id: $id)
  }
`);
const CROSS_ORG_REMOVE_EVENT_IMAGE = graphql(`
  mutation CrossOrgRemoveEventImage($e: ID!, $i: ID!) {
    removeEventImage(eventId: $e, imageId: $i) {
      id
    }
  }
`);
const CROSS_ORG_INVITE_MEMBER = graphql(`
  mutation CrossOrgInviteMember($o: ID!) {
    inviteMember(organizationId: $o, input: { email: "friend@example.test", role: OWNER }) {
      id
    }
  }
`);
const CROSS_ORG_REVOKE_INVITATION = graphql(`
  mutation CrossOrgRevokeInvitation($id: ID!) {
    revokeInvitation(id: $id)
  }
`);
const CROSS_ORG_CHANGE_MEMBER_ROLE = graphql(`
  mutation CrossOrgChangeMemberRole($o: ID!, $u: ID!) {
    changeMemberRole(organizationId: $o, userId: $u, role: OWNER) {
      role
    }
  }
`);
const CROSS_ORG_REMOVE_MEMBER = graphql(`
  mutation CrossOrgRemoveMember($o: ID!, $u: ID!) {
    removeMember(organizationId: $o, userId: $u)
  }
`);
const CROSS_ORG_RESERVE_FOR_BUYER = graphql(`
  mutation CrossOrgReserveForBuyer($i: StaffOrderInput!) {
    reserveForBuyer(input: $i) {
      id
    }
  }
`);
const CROSS_ORG_MARK_PAID = graphql(`
  mutation CrossOrgMarkPaid($i: OrderActionInput!) {
    markOrderPaid(input: $i, method: CASH) {
      id
    }
  }
`);
const EVERYTHING_OF_B = graphql(`
  query EverythingOfB($s: String!) {
    organization(slug: $s) {
      name
      members {
        role
        user {
          id
        }
      }
      invitations {
        id
      }
      events {
        id
        title
        status
        coverImage {
          id
        }
        gallery {
          id
        }
        ticketTypes {
          id
          name
          priceMinor
        }
      }
    }
  }
`);

let api: TestApi;
const a = { owner: '', manager: '', orgId: '', eventId: '' };
const b = {
  owner: '',
  orgId: '',
  orgSlug: '',
  eventId: '',
  draftSlug: '',
  ticketTypeId: '',
  imageId: '',
  memberId: '',
};
let bInvitationId = '';
type Actor = 'ownerOfA' | 'managerOfA';
const token = (actor: Actor) => (actor === 'ownerOfA' ? a.owner : a.manager);

async function pngBytes(): Promise<Buffer> {
  return sharp({ create: { width: 40, height: 30, channels: 3, background: '#146c43' } })
    .png()
    .toBuffer();
}

beforeAll(async () => {
  api = await createTestApi();
  a.owner = (await api.newAccount('owner-a')).idToken;
  a.orgId = (await createOrganization(api, a.owner, 'Organization A')).id;
  a.manager = (await addMember(api, a.owner, a.orgId, 'MANAGER')).token;
  a.eventId = (await createEvent(api, a.owner, a.orgId)).id;

  b.owner = (await api.newAccount('owner-b')).idToken;
  const orgB = await createOrganization(api, b.owner, 'Organization B');
  b.orgId = orgB.id;
  b.orgSlug = orgB.slug;
  const eventB = await createEvent(api, b.owner, b.orgId, { title: 'B only' });
  b.eventId = eventB.id;
  b.draftSlug = eventB.slug;
  b.ticketTypeId = (await createTicketType(api, b.owner, b.eventId, { name: 'B seats' })).id;
  const image = await insertImage(api.database.db, {
    organizationId: b.orgId,
    uploadedBy: null,
    contentType: 'image/webp',
    width: 10,
    height: 10,
    data: Buffer.from('x'),
  });
  b.imageId = image.id;
  await appendGalleryImage(api.database.db, b.eventId, image.id, 'B picture');
  b.memberId = (await addMember(api, b.owner, b.orgId, 'DOOR_STAFF')).userId;
  bInvitationId = await invite(api, b.owner, b.orgId, 'pending-b@example.test', 'MANAGER');
});
afterAll(() => api.close());

/** B's event's export (docs/exports.md), its refusal read as the other attempts' GraphQL errors are. */
async function exportOfB(token: string, file: string): Promise<GraphQLResponse> {
  const res = await api.inject({
    method: 'GET',
    url: `/exports/events/${b.eventId}/${file}`,
    headers: { authorization: `Bearer ${token}` },
  });
  if (res.statusCode === 200) return { status: 200, body: { data: {} } };
  const { code, message } = res.json<{ code: string; message: string }>();
  return { status: res.statusCode, body: { errors: [{ message, extensions: { code } }] } };
}

const attempts: { name: string; run: (token: string) => Promise<GraphQLResponse> }[] = [
  ...['orders.csv', 'attendees.xlsx', 'checkins.csv'].map((file) => ({
    name: `export B's ${file}`,
    run: (t: string) => exportOfB(t, file),
  })),
  {
    name: "reserve a pay-later order on B's event",
    run: (t) =>
      api.graphql(CROSS_ORG_RESERVE_FOR_BUYER, {
        token: t,
        variables: {
          i: {
            eventId: b.eventId,
            lines: [{ ticketTypeId: b.ticketTypeId, quantity: 1 }],
            buyerEmail: 'pay-later@example.test',
            buyerName: 'Pay Later',
            idempotencyKey: crypto.randomUUID(),
          },
        },
      }),
  },
  {
    name: "mark B's order on hold paid",
    run: async (t) => {
      const until = new Date(Date.now() + 600_000);
      await holdPlaces(api.database.db, b.ticketTypeId, 1);
      const { order } = await insertOrder(
        api.database.db,
        { eventId: b.eventId, claimTokenHash: 'cross-org', currency: 'GBP', totalMinor: 1500, holdExpiresAt: until },
        [{ ticketTypeId: b.ticketTypeId, quantity: 1, unitPriceMinor: 1500, heldUntil: until }],
      );
      const i = { orderId: order.id, expectedVersion: order.updatedAt.toISOString(), idempotencyKey: 'cross-org-key' };
      return api.graphql(CROSS_ORG_MARK_PAID, { token: t, variables: { i } });
    },
  },
  {
    name: "read B's team",
    run: (t) =>
      api.graphql(CROSS_ORG_ORGANIZATION, {
        token: t,
        variables: { s: b.orgSlug },
      }),
  },
  {
    name: "read B's invitations",
    run: (t) =>
      api.graphql(CROSS_ORG_INVITATIONS, {
        token: t,
        variables: { s: b.orgSlug },
      }),
  },
  {
    name: "read B's draft event",
    run: (t) => api.graphql(CROSS_ORG_EVENT, { token: t, variables: { s: b.draftSlug } }),
  },
  {
    name: 'rename B',
    run: (t) =>
      api.graphql(CROSS_ORG_UPDATE_ORGANIZATION, {
        token: t,
        variables: { id: b.orgId },
      }),
  },
  {
    name: 'create an event in B',
    run: (t) =>
      api.graphql(CROSS_ORG_CREATE_EVENT, {
        token: t,
        variables: { o: b.orgId, i: eventInput() },
      }),
  },
  {
    name: "edit B's event",
    run: (t) =>
      api.graphql(CROSS_ORG_UPDATE_EVENT, {
        token: t,
        variables: { id: b.eventId, i: eventInput({ title: 'Hijacked' }) },
      }),
  },
  {
    name: "publish B's event",
    run: (t) => api.graphql(CROSS_ORG_PUBLISH_EVENT, { token: t, variables: { id: b.eventId } }),
  },
  {
    name: "cancel B's event",
    run: (t) => api.graphql(CROSS_ORG_CANCEL_EVENT, { token: t, variables: { id: b.eventId } }),
  },
  {
    name: "add a ticket type to B's event",
    run: (t) =>
      api.graphql(CROSS_ORG_CREATE_TICKET_TYPE, {
        token: t,
        variables: { e: b.eventId, i: ticketTypeInput() },
      }),
  },
  {
    name: "edit B's ticket type",
    run: (t) =>
      api.graphql(CROSS_ORG_UPDATE_TICKET_TYPE, {
        token: t,
        variables: { id: b.ticketTypeId, i: ticketTypeInput({ name: 'Free for all', priceMinor: 0 }) },
      }),
  },
  {
    name: "delete B's ticket type",
    run: (t) => api.graphql(CROSS_ORG_DELETE_TICKET_TYPE, { token: t, variables: { id: b.ticketTypeId } }),
  },
  {
    name: "upload an image to B's event",
    run: async (t) =>
      graphqlUpload<GraphQLResponse['body']>(api, {
        query: `mutation($e: ID!, $file: File!) { uploadEventImage(eventId: $e, kind: COVER, file: $file) { id } }`,
        variables: { e: b.eventId },
        uploadFor: b.eventId,
        file: { bytes: await pngBytes(), type: 'image/png', name: 'p.png' },
        token: t,
      }),
  },
  {
    name: "remove B's image from B's event",
    run: (t) =>
      api.graphql(CROSS_ORG_REMOVE_EVENT_IMAGE, {
        token: t,
        variables: { e: b.eventId, i: b.imageId },
      }),
  },
  {
    name: "remove B's image through A's own event",
    run: (t) =>
      api.graphql(CROSS_ORG_REMOVE_EVENT_IMAGE, {
        token: t,
        variables: { e: a.eventId, i: b.imageId },
      }),
  },
  {
    name: 'invite someone to B',
    run: (t) => api.graphql(CROSS_ORG_INVITE_MEMBER, { token: t, variables: { o: b.orgId } }),
  },
  {
    name: "revoke B's invitation",
    run: (t) => api.graphql(CROSS_ORG_REVOKE_INVITATION, { token: t, variables: { id: bInvitationId } }),
  },
  {
    name: "accept B's invitation meant for someone else",
    run: (t) => api.graphql(ACCEPT_INVITATION, { token: t, variables: { id: bInvitationId } }),
  },
  {
    name: "change a B member's role",
    run: (t) => api.graphql(CROSS_ORG_CHANGE_MEMBER_ROLE, { token: t, variables: { o: b.orgId, u: b.memberId } }),
  },
  {
    name: 'remove a B member',
    run: (t) =>
      api.graphql(CROSS_ORG_REMOVE_MEMBER, {
        token: t,
        variables: { o: b.orgId, u: b.memberId },
      }),
  },
];

describe("a member of organization A acting on organization B's things", () => {
  it.each(
    attempts.flatMap((attempt) =>
      (['ownerOfA', 'managerOfA'] as const).map((actor) => [attempt.name, actor, attempt] as const),
    ),
  )('%s, as %s: refused', async (_name, actor, attempt) => {
    const res = await attempt.run(token(actor));
    expect(['FORBIDDEN', 'NOT_FOUND']).toContain(errorOf(res).code);
  });

  it('left everything of B as it was', async () => {
    const view = dataOf(
      await api.graphql(EVERYTHING_OF_B, { token: b.owner, variables: { s: b.orgSlug } }),
    ).organization;
    expect(view.name).toBe('Organization B');
    expect(view.members.find((m) => m.user.id === b.memberId)?.role).toBe('DOOR_STAFF');
    expect(view.members).toHaveLength(2);
    expect(view.invitations.map((i) => i.id)).toEqual([bInvitationId]);
    expect(view.events).toEqual([
      {
        id: b.eventId,
        title: 'B only',
        status: 'DRAFT',
        coverImage: null,
        gallery: [{ id: b.imageId }],
        ticketTypes: [{ id: b.ticketTypeId, name: 'B seats', priceMinor: 1500 }],
      },
    ]);
  });
});
