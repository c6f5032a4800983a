import { graphql } from '../../test/gql/index.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { graphqlUpload } from '../../test/multipart.ts';
import { createTestApi, type GraphQLResponse, type TestApi } from '../../test/test-api.ts';
import { appendGalleryImage } from '../events/repo.ts';
import { insertImage } from '../media/repo.ts';
import { holdPlaces, insertOrder } from '../orders/repo.ts';
import {
  addMember,
  createEvent,
  createOrganization,
  createTicketType,
  errorOf,
  eventInput,
  present,
  ticketTypeInput,
  createHiddenType,
} from '../../test/org-fixtures.ts';

const ROLES_EVENT_ATTENDEES = graphql(`
  query RolesEventAttendees($e: ID!) {
    eventAttendees(eventId: $e) {
      totalCount
      attendees {
        buyerEmail
      }
    }
  }
`);
const ROLES_MANAGED_ORDER = graphql(`
  query RolesManagedOrder($e: ID!, $c: String!) {
    managedOrder(eventId: $e, code: $c) {
      id
    }
  }
`);
const ROLES_EXTEND_HOLD = graphql(`
  mutation RolesExtendHold($i: OrderActionInput!) {
    extendOrderHold(input: $i, minutes: 5) {
      id
    }
  }
`);
const ROLES_CANCEL_ORDER = graphql(`
  mutation RolesCancelOrder($i: OrderActionInput!) {
    cancelOrder(input: $i, refund: false, notifyBuyer: false) {
      id
    }
  }
`);
const ROLES_RESERVE_FOR_BUYER = graphql(`
  mutation RolesReserveForBuyer($i: StaffOrderInput!) {
    reserveForBuyer(input: $i) {
      id
    }
  }
`);
const ROLES_STAFF_ORDER_MADE = graphql(`
  mutation RolesStaffOrderMade($i: StaffOrderInput!) {
    reserveForBuyer(input: $i) {
      id
      version
    }
  }
`);
const ROLES_STAFF_ORDER_PAID = graphql(`
  mutation RolesStaffOrderPaid($i: OrderActionInput!) {
    markOrderPaid(input: $i, method: CASH) {
      id
      version
      tickets {
        id
      }
    }
  }
`);
const ROLES_CHANGE_TYPE = graphql(`
  mutation RolesChangeType($i: OrderActionInput!, $t: ID!, $to: ID!) {
    changeTicketType(input: $i, ticketId: $t, ticketTypeId: $to) {
      id
    }
  }
`);
const ROLES_REFUND_FROM_DETAIL = graphql(`
  mutation RolesRefundFromDetail($i: OrderActionInput!) {
    refundOrderFromDetail(input: $i, amountMinor: 100, notifyBuyer: false) {
      id
    }
  }
`);
const ROLES_MARK_PAID = graphql(`
  mutation RolesMarkPaid($i: OrderActionInput!) {
    markOrderPaid(input: $i, method: BANK_TRANSFER) {
      id
    }
  }
`);
const ROLES_BULK_RESEND = graphql(`
  mutation RolesBulkResend($e: ID!, $ids: [ID!]!) {
    startBulkAction(eventId: $e, input: { kind: RESEND, orderIds: $ids }) {
      id
    }
  }
`);
const ROLES_ORGANIZATION = graphql(`
  query RolesOrganization($s: String!) {
    organization(slug: $s) {
      id
      members {
        role
      }
    }
  }
`);
const ROLES_INVITATIONS = graphql(`
  query RolesInvitations($s: String!) {
    organization(slug: $s) {
      invitations {
        id
      }
    }
  }
`);
const ROLES_UPDATE_ORGANIZATION = graphql(`
  mutation RolesUpdateOrganization($id: ID!) {
    updateOrganization(id: $id, input: { name: "Renamed Org" }) {
      id
    }
  }
`);
const ROLES_CREATE_EVENT = graphql(`
  mutation RolesCreateEvent($o: ID!, $i: EventInput!) {
    createEvent(organizationId: $o, input: $i) {
      id
    }
  }
`);
const ROLES_UPDATE_EVENT = graphql(`
  mutation RolesUpdateEvent($id: ID!, $i: EventInput!) {
    updateEvent(id: $id, input: $i) {
      id
    }
  }
`);
const ROLES_CREATE_TICKET_TYPE = graphql(`
  mutation RolesCreateTicketType($e: ID!, $i: TicketTypeInput!) {
    createTicketType(eventId: $e, input: $i) {
      id
    }
  }
`);
const ROLES_UPDATE_TICKET_TYPE = graphql(`
  mutation RolesUpdateTicketType($id: ID!, $i: TicketTypeInput!) {
    updateTicketType(id: $id, input: $i) {
      id
    }
  }
`);
const ROLES_CANCEL_EVENT = graphql(`
  mutation RolesCancelEvent($id: ID!) {
    cancelEvent(id: $id) {
      id
    }
  }
`);
const ROLES_RETRY_CANCELLATION_REFUNDS = graphql(`
  mutation RolesRetryCancellationRefunds($eventId: ID!) {
    retryCancellationRefunds(eventId: $eventId) {
      status
    }
  }
`);
const ROLES_PUBLISH_EVENT = graphql(`
  mutation RolesPublishEvent($id: ID!) {
    publishEvent(id: $id) {
      status
    }
  }
`);
const ROLES_PUBLISH = graphql(`
  mutation RolesPublish($id: ID!) {
    publishEvent(id: $id) {
      id
    }
  }
`);
const ROLES_END_EVENT = graphql(`
  mutation RolesEndEvent($id: ID!) {
    endEvent(id: $id) {
      status
    }
  }
`);
const ROLES_DELETE_TICKET_TYPE = graphql(`
  mutation RolesDeleteTicketType($id: ID!) {
    deleteTicketType(id: $id)
  }
`);
const ROLES_REMOVE_EVENT_IMAGE = graphql(`
  mutation RolesRemoveEventImage($e: ID!, $i: ID!) {
    removeEventImage(eventId: $e, imageId: $i) {
      id
    }
  }
`);
const ROLES_CHANGE_MEMBER_ROLE = graphql(`
  mutation RolesChangeMemberRole($o: ID!, $u: ID!) {
    changeMemberRole(organizationId: $o, userId: $u, role: DOOR_STAFF) {
      role
    }
  }
`);
const ROLES_REMOVE_MEMBER = graphql(`
  mutation RolesRemoveMember($o: ID!, $u: ID!) {
    removeMember(organizationId: $o, userId: $u)
  }
`);
const ROLES_REVOKE_INVITATION = graphql(`
  mutation RolesRevokeInvitation($id: ID!) {
    revokeInvitation(id: $id)
  }
`);
const ROLES_EVENTS = graphql(`
  query RolesEvents($s: String!) {
    organization(slug: $s) {
      events {
        id
        status
      }
    }
  }
`);
const ROLES_EVENT = graphql(`
  query RolesEvent($s: String!) {
    event(slug: $s) {
      id
    }
  }
`);
const ROLES_SET_EVENT_FEATURED = graphql(`
  mutation RolesSetEventFeatured($id: ID!) {
    setEventFeatured(id: $id, featured: true) {
      id
    }
  }
`);
const ROLES_INVITE_TO_REVOKE = graphql(`
  mutation RolesInviteToRevoke($o: ID!, $e: String!) {
    inviteMember(organizationId: $o, input: { email: $e, role: MANAGER }) {
      id
    }
  }
`);
const ROLES_STOCK = graphql(`
  query RolesStock($s: String!, $c: String) {
    event(slug: $s) {
      ticketTypes(unlockCode: $c) {
        capacity
        quantitySold
      }
    }
  }
`);
const ROLES_FEATURE = graphql(`
  mutation RolesFeature($id: ID!) {
    setEventFeatured(id: $id, featured: true) {
      featured
    }
  }
`);

type Actor = 'owner' | 'manager' | 'doorStaff' | 'outsider' | 'visitor';
const ACTORS: Actor[] = ['owner', 'manager', 'doorStaff', 'outsider', 'visitor'];

let api: TestApi;
const tokens: Partial<Record<Actor, string>> = {};
let org: { id: string; slug: string };
let eventId: string;
let draftSlug: string;
let ticketTypeId: string;
let doorStaffId: string;
const owner = () => tokens.owner ?? '';

/**
 * Each operation builds a fresh request; `allowed` lists who may run it.
 * Everyone else must get FORBIDDEN (UNAUTHENTICATED for a visitor, or
 * NOT_FOUND where existence itself is private, such as a draft).
 */
/** A fresh hold of one place of the setup's type, made in the database, and what an action on it sends. */
async function heldOrder() {
  await holdPlaces(api.database.db, ticketTypeId, 1);
  const held = await insertOrder(
    api.database.db,
    {
      eventId,
      claimTokenHash: 'role-matrix',
      currency: 'GBP',
      totalMinor: 1500,
      holdExpiresAt: new Date(Date.now() + 600_000),
    },
    [{ ticketTypeId, quantity: 1, unitPriceMinor: 1500, heldUntil: new Date(Date.now() + 600_000) }],
  );
  const { order } = held;
  return {
    code: order.code,
    input: { orderId: order.id, expectedVersion: order.updatedAt.toISOString(), idempotencyKey: crypto.randomUUID() },
  };
}

let payLaterSale: Promise<{ eventId: string; ticketTypeId: string; sameTypeId: string }> | undefined;

/** A pay-later order's input, on a published event made once (a draft takes no orders, not even staff's). */
async function staffOrderInput() {
  payLaterSale ??= (async () => {
    const event = await createEvent(api, owner(), org.id, { title: 'Pay later' });
    const type = await createTicketType(api, owner(), event.id);
    const same = await createTicketType(api, owner(), event.id, { name: 'Same price' });
    await api.graphql(ROLES_PUBLISH, { token: owner(), variables: { id: event.id } });
    return { eventId: event.id, ticketTypeId: type.id, sameTypeId: same.id };
  })();
  const sale = await payLaterSale;
  const lines = [{ ticketTypeId: sale.ticketTypeId, quantity: 1 }];
  const buyer = { buyerEmail: 'pay-later@example.test', buyerName: 'Pay Later' };
  return { eventId: sale.eventId, lines, ...buyer, idempotencyKey: crypto.randomUUID() };
}

/** A pay-later order the owner marked paid (cash): its action input as a screen would send it, and its ticket. */
async function paidStaffOrder() {
  const made = await api.graphql(ROLES_STAFF_ORDER_MADE, { token: owner(), variables: { i: await staffOrderInput() } });
  const held = present(made.body.data?.reserveForBuyer);
  const key = () => crypto.randomUUID();
  const paidRes = await api.graphql(ROLES_STAFF_ORDER_PAID, {
    token: owner(),
    variables: { i: { orderId: held.id, expectedVersion: held.version, idempotencyKey: key() } },
  });
  const paid = present(paidRes.body.data?.markOrderPaid);
  return {
    input: { orderId: paid.id, expectedVersion: paid.version, idempotencyKey: key() },
    ticketId: present(paid.tickets[0]).id,
    sameTypeId: (await present(payLaterSale)).sameTypeId,
  };
}

/** An export's HTTP answer (docs/exports.md) in the matrix's terms: a file is no error, a refusal's JSON code is. */
async function exportAs(token: string | undefined, file: string): Promise<GraphQLResponse> {
  const res = await api.inject({
    method: 'GET',
    url: `/exports/events/${eventId}/${file}`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  if (res.statusCode === 200) return { status: 200, body: { data: {} } };
  const { code, message } = res.json<{ code: string; message: string }>();
  return { status: res.statusCode, body: { errors: [{ message, extensions: { code } }] } };
}

const operations: {
  name: string;
  allowed: Actor[];
  denied?: 'FORBIDDEN' | 'NOT_FOUND';
  run: (token?: string) => ReturnType<TestApi['graphql']>;
}[] = [
  ...['orders.csv', 'attendees.xlsx', 'checkins.csv'].map((file) => ({
    name: `export ${file}`,
    allowed: ['owner', 'manager'] satisfies Actor[],
    run: (token?: string) => exportAs(token, file),
  })),
  {
    name: 'organization (read team)',
    allowed: ['owner', 'manager', 'doorStaff'],
    run: (token) => api.graphql(ROLES_ORGANIZATION, { token, variables: { s: org.slug } }),
  },
  {
    name: 'organization.invitations',
    allowed: ['owner'],
    run: (token) => api.graphql(ROLES_INVITATIONS, { token, variables: { s: org.slug } }),
  },
  {
    name: 'updateOrganization',
    allowed: ['owner'],
    run: (token) => api.graphql(ROLES_UPDATE_ORGANIZATION, { token, variables: { id: org.id } }),
  },
  {
    name: 'inviteMember',
    allowed: ['owner'],
    run: (token) =>
      api.graphql(
        `mutation($o: ID!) { inviteMember(organizationId: $o, input: { email: "someone-${Math.random().toString(36).slice(2)}@example.test", role: DOOR_STAFF }) { id } }`,
        { token, variables: { o: org.id } },
      ),
  },
  {
    name: 'createEvent',
    allowed: ['owner', 'manager'],
    run: (token) => api.graphql(ROLES_CREATE_EVENT, { token, variables: { o: org.id, i: eventInput() } }),
  },
  {
    name: 'updateEvent',
    allowed: ['owner', 'manager'],
    run: (token) =>
      api.graphql(ROLES_UPDATE_EVENT, { token, variables: { id: eventId, i: eventInput({ slug: draftSlug }) } }),
  },
  {
    name: 'setRefundPolicy',
    allowed: ['owner', 'manager'],
    run: (token) =>
      api.graphql(
        `mutation($e: ID!) { setRefundPolicy(eventId: $e, input: { mode: FULL, days: 3, percent: 100 }) { id } }`,
        { token, variables: { e: eventId } },
      ),
  },
  {
    name: 'setTransferPolicy',
    allowed: ['owner', 'manager'],
    run: (token) =>
      api.graphql(
        `mutation($e: ID!) { setTransferPolicy(eventId: $e, input: { allowed: true, closesHoursBefore: 2 }) { id } }`,
        { token, variables: { e: eventId } },
      ),
  },
  {
    name: 'createQuestion',
    allowed: ['owner', 'manager'],
    run: (token) =>
      api.graphql(
        `mutation($e: ID!) { createQuestion(eventId: $e, input: { label: "Company", kind: SHORT_TEXT, helpText: "",
          required: false, scope: ORDER, ticketTypeIds: [], options: [], linkUrl: "", showAtDoor: false }) { id } }`,
        { token, variables: { e: eventId } },
      ),
  },
  {
    name: 'createPromoCode',
    allowed: ['owner', 'manager'],
    run: (token) =>
      api.graphql(
        `mutation($e: ID!, $c: String!) { createPromoCode(eventId: $e, input: { code: $c, priceMode: PERCENT_OFF,
          priceValue: 10, revealsHidden: false, ticketTypeIds: [], minQuantity: 1 }) { id } }`,
        { token, variables: { e: eventId, c: `ROLE${Math.random().toString(36).slice(2, 8).toUpperCase()}` } },
      ),
  },
  {
    name: 'createTicketType',
    allowed: ['owner', 'manager'],
    run: (token) => api.graphql(ROLES_CREATE_TICKET_TYPE, { token, variables: { e: eventId, i: ticketTypeInput() } }),
  },
  {
    name: 'updateTicketType',
    allowed: ['owner', 'manager'],
    run: (token) =>
      api.graphql(ROLES_UPDATE_TICKET_TYPE, { token, variables: { id: ticketTypeId, i: ticketTypeInput() } }),
  },
  {
    name: 'cancelEvent (of a throwaway draft)',
    allowed: ['owner', 'manager'],
    run: async (token) => {
      const { id } = await createEvent(api, owner(), org.id);
      return api.graphql(ROLES_CANCEL_EVENT, { token, variables: { id } });
    },
  },
  {
    name: 'retryCancellationRefunds (of a cancelled throwaway draft)',
    allowed: ['owner', 'manager'],
    run: async (token) => {
      const { id } = await createEvent(api, owner(), org.id);
      await api.graphql(ROLES_CANCEL_EVENT, { token: owner(), variables: { id } });
      return api.graphql(ROLES_RETRY_CANCELLATION_REFUNDS, { token, variables: { eventId: id } });
    },
  },
  {
    name: 'publishEvent (a fresh draft with a ticket type)',
    allowed: ['owner', 'manager'],
    run: async (token) => {
      const { id } = await createEvent(api, owner(), org.id);
      await createTicketType(api, owner(), id);
      return api.graphql(ROLES_PUBLISH_EVENT, { token, variables: { id } });
    },
  },
  {
    name: 'endEvent (a fresh published event)',
    allowed: ['owner', 'manager'],
    run: async (token) => {
      const { id } = await createEvent(api, owner(), org.id);
      await createTicketType(api, owner(), id);
      await api.graphql(ROLES_PUBLISH, { token: owner(), variables: { id } });
      return api.graphql(ROLES_END_EVENT, { token, variables: { id } });
    },
  },
  {
    name: 'deleteTicketType',
    allowed: ['owner', 'manager'],
    run: async (token) => {
      const { id } = await createTicketType(api, owner(), eventId, { name: 'Spare' });
      return api.graphql(ROLES_DELETE_TICKET_TYPE, { token, variables: { id } });
    },
  },
  {
    name: 'uploadEventImage',
    allowed: ['owner', 'manager'],
    run: async (token) => {
      const bytes = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#146c43' } })
        .png()
        .toBuffer();
      const res = await graphqlUpload<GraphQLResponse['body']>(api, {
        query: `mutation($e: ID!, $file: File!) { uploadEventImage(eventId: $e, kind: GALLERY, file: $file) { id } }`,
        variables: { e: eventId },
        uploadFor: eventId,
        file: { bytes, type: 'image/png', name: 'p.png' },
        token,
      });
      return res;
    },
  },
  {
    name: 'removeEventImage',
    allowed: ['owner', 'manager'],
    run: async (token) => {
      const image = await insertImage(api.database.db, {
        organizationId: org.id,
        uploadedBy: null,
        contentType: 'image/webp',
        width: 10,
        height: 10,
        data: Buffer.from('x'),
      });
      await appendGalleryImage(api.database.db, eventId, image.id, '');
      return api.graphql(ROLES_REMOVE_EVENT_IMAGE, { token, variables: { e: eventId, i: image.id } });
    },
  },
  {
    name: 'changeMemberRole',
    allowed: ['owner'],
    run: (token) => api.graphql(ROLES_CHANGE_MEMBER_ROLE, { token, variables: { o: org.id, u: doorStaffId } }),
  },
  {
    name: 'removeMember (a fresh member)',
    allowed: ['owner'],
    run: async (token) => {
      const member = await addMember(api, owner(), org.id, 'DOOR_STAFF');
      return api.graphql(ROLES_REMOVE_MEMBER, { token, variables: { o: org.id, u: member.userId } });
    },
  },
  {
    name: 'revokeInvitation',
    allowed: ['owner'],
    run: async (token) => {
      const res = await api.graphql(ROLES_INVITE_TO_REVOKE, {
        token: owner(),
        variables: { o: org.id, e: `revoke-${Math.random().toString(36).slice(2)}@example.test` },
      });
      const id = present(res.body.data?.inviteMember.id);
      return api.graphql(ROLES_REVOKE_INVITATION, { token, variables: { id } });
    },
  },
  {
    name: 'organization.events (drafts included)',
    allowed: ['owner', 'manager', 'doorStaff'],
    run: (token) => api.graphql(ROLES_EVENTS, { token, variables: { s: org.slug } }),
  },
  {
    name: 'event (a draft)',
    allowed: ['owner', 'manager', 'doorStaff'],
    denied: 'NOT_FOUND',
    run: (token) => api.graphql(ROLES_EVENT, { token, variables: { s: draftSlug } }),
  },
  {
    name: 'eventAttendees',
    allowed: ['owner', 'manager', 'doorStaff'],
    run: (token) => api.graphql(ROLES_EVENT_ATTENDEES, { token, variables: { e: eventId } }),
  },
  {
    name: 'managedOrder',
    allowed: ['owner', 'manager'],
    run: async (token) => {
      const { code } = await heldOrder();
      return api.graphql(ROLES_MANAGED_ORDER, { token, variables: { e: eventId, c: code } });
    },
  },
  {
    name: 'extendOrderHold (a fresh hold)',
    allowed: ['owner', 'manager'],
    run: async (token) => api.graphql(ROLES_EXTEND_HOLD, { token, variables: { i: (await heldOrder()).input } }),
  },
  {
    name: 'cancelOrder (a fresh hold)',
    allowed: ['owner', 'manager'],
    run: async (token) => api.graphql(ROLES_CANCEL_ORDER, { token, variables: { i: (await heldOrder()).input } }),
  },
  {
    name: 'reserveForBuyer (pay later)',
    allowed: ['owner', 'manager'],
    run: async (token) => api.graphql(ROLES_RESERVE_FOR_BUYER, { token, variables: { i: await staffOrderInput() } }),
  },
  {
    name: 'markOrderPaid (a fresh hold)',
    allowed: ['owner', 'manager'],
    run: async (token) => api.graphql(ROLES_MARK_PAID, { token, variables: { i: (await heldOrder()).input } }),
  },
  {
    name: 'changeTicketType (a paid order, to a type of the same price)',
    allowed: ['owner', 'manager'],
    run: async (token) => {
      const { input, ticketId, sameTypeId } = await paidStaffOrder();
      return api.graphql(ROLES_CHANGE_TYPE, { token, variables: { i: input, t: ticketId, to: sameTypeId } });
    },
  },
  {
    name: 'refundOrderFromDetail (an amount of a paid order)',
    allowed: ['owner', 'manager'],
    run: async (token) =>
      api.graphql(ROLES_REFUND_FROM_DETAIL, { token, variables: { i: (await paidStaffOrder()).input } }),
  },
  {
    name: 'startBulkAction (resend a fresh hold)',
    allowed: ['owner', 'manager'],
    run: async (token) => {
      const { input } = await heldOrder();
      return api.graphql(ROLES_BULK_RESEND, { token, variables: { e: eventId, ids: [input.orderId] } });
    },
  },
  {
    name: 'auditLog',
    allowed: ['owner', 'manager'],
    run: (token) =>
      api.graphql(`query($o: ID!) { auditLog(organizationId: $o, first: 5) { entries { id summary } } }`, {
        token,
        variables: { o: org.id },
      }),
  },
  {
    // Door staff see the counts (money null: dashboard.test.ts); outsiders and visitors nothing.
    name: 'eventDashboard',
    allowed: ['owner', 'manager', 'doorStaff'],
    run: (token) =>
      api.graphql(`query($e: ID!) { eventDashboard(eventId: $e) { ticketsSold grossMinor } }`, {
        token,
        variables: { e: eventId },
      }),
  },
  {
    name: 'setEventFeatured',
    allowed: [],
    run: (token) => api.graphql(ROLES_SET_EVENT_FEATURED, { token, variables: { id: eventId } }),
  },
];

beforeAll(async () => {
  api = await createTestApi();
  tokens.owner = (await api.newAccount('owner')).idToken;
  org = await createOrganization(api, tokens.owner);
  tokens.manager = (await addMember(api, tokens.owner, org.id, 'MANAGER')).token;
  const doorStaff = await addMember(api, tokens.owner, org.id, 'DOOR_STAFF');
  tokens.doorStaff = doorStaff.token;
  doorStaffId = doorStaff.userId;
  tokens.outsider = (await api.newAccount('outsider')).idToken;
  const event = await createEvent(api, tokens.owner, org.id);
  eventId = event.id;
  draftSlug = event.slug;
  ticketTypeId = (await createTicketType(api, tokens.owner, event.id)).id;
});
afterAll(() => api.close());

describe('the role matrix: every operation checks the role on the server', () => {
  const cases = operations.flatMap((op) => ACTORS.map((actor) => ({ op, actor })));
  it.each(cases.map((c) => [c.op.name, c.actor, c] as const))('%s as %s', async (_name, actor, { op }) => {
    const res = await op.run(tokens[actor]);
    if (op.allowed.includes(actor)) {
      expect(res.body.errors).toBeUndefined();
      return;
    }
    const expected = actor === 'visitor' && op.denied !== 'NOT_FOUND' ? 'UNAUTHENTICATED' : (op.denied ?? 'FORBIDDEN');
    expect(errorOf(res).code).toBe(expected);
  });

  it.each(ACTORS)(
    'shows ticket stock to the team, door staff too, and a hidden type to its code (as %s)',
    async (actor) => {
      const event = await createEvent(api, owner(), org.id, { title: 'Stock check' });
      await createHiddenType(api, owner(), event.id, 'STAFF-1', { capacity: 50 });
      await api.graphql(ROLES_PUBLISH, {
        token: owner(),
        variables: { id: event.id },
      });
      const res = await api.graphql(ROLES_STOCK, {
        token: tokens[actor],
        variables: { s: event.slug, c: 'STAFF-1' },
      });
      const [ticketType] = res.body.data?.event?.ticketTypes ?? [];
      const managing = actor === 'owner' || actor === 'manager';
      // Door staff see counts, never a "?" in their place; money stays with owners and managers.
      const stock =
        managing || actor === 'doorStaff' ? { capacity: 50, quantitySold: 0 } : { capacity: null, quantitySold: null };
      expect(ticketType).toEqual(stock);
    },
  );

  it('lets a platform admin feature an event, which nobody in the organization can', async () => {
    const admin = await api.adminToken();
    const res = await api.graphql(ROLES_FEATURE, { token: admin, variables: { id: eventId } });
    expect(res.body.data?.setEventFeatured.featured).toBe(true);
  });
});
