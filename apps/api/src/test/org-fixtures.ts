import type { EventInput, OrganizationRole, TicketTypeInput } from '@admit/shared';
import { expect } from 'vitest';
import { graphql } from './gql/index.ts';
import type { GraphQLResponse, TestApi } from './test-api.ts';

/** What the fixtures below need of an API: operations only, so a process started elsewhere can serve them too. */
export type GraphQLClient = Pick<TestApi, 'graphql'>;

/** Wall-clock "YYYY-MM-DDTHH:mm" in UTC, `days` from now: inputs for an event in Etc/UTC. */
export function utcLocal(days: number, hours = 0): string {
  return new Date(Date.now() + days * 86_400_000 + hours * 3_600_000).toISOString().slice(0, 16);
}

let counter = 0;
export function uniqueSlug(prefix = 'event'): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${counter}-${Math.random().toString(36).slice(2, 6)}`;
}

/** A valid event input (the shared rules' type), with overrides. */
export function eventInput(overrides: Partial<EventInput> = {}): EventInput {
  return {
    title: 'Harbour Lights Festival',
    slug: uniqueSlug(),
    description: 'Music by the **water**.',
    venueName: 'The Old Harbour',
    venueAddress: '1 Quay Street, Bristol',
    startsAt: utcLocal(30),
    endsAt: utcLocal(30, 5),
    timeZone: 'Etc/UTC',
    currency: 'GBP',
    faq: [{ question: 'Is there parking?', answer: 'Yes, by the quay.' }],
    ...overrides,
  };
}

/** A valid ticket type input (the shared rules' type), with overrides. */
export function ticketTypeInput(overrides: Partial<TicketTypeInput> = {}): TicketTypeInput {
  return {
    name: 'General admission',
    description: '',
    priceMinor: 1500,
    capacity: 100,
    salesStartAt: null,
    salesEndAt: null,
    minPerOrder: 1,
    maxPerOrder: 10,
    hidden: false,
    sortOrder: 0,
    ...overrides,
  };
}

/** The data of a response that must have succeeded; fails the test with the errors otherwise. */
export function dataOf<T>(res: GraphQLResponse<T>): T {
  expect(res.body.errors ?? []).toEqual([]);
  if (!res.body.data) throw new Error('no data');
  return res.body.data;
}

/** A field the schema may leave null that the test needs there; fails the test when it is missing. */
export function present<T>(value: T | null | undefined): T {
  if (value === null || value === undefined) throw new Error(`expected a value, got ${String(value)}`);
  return value;
}

export function errorOf(res: GraphQLResponse<unknown>): { code?: string; field?: string; message: string } {
  const error = res.body.errors?.[0];
  if (!error) throw new Error(`expected an error, got ${JSON.stringify(res.body.data)}`);
  return { message: error.message, code: error.extensions?.code, field: error.extensions?.field };
}

export const CREATE_ORG = graphql(`
  mutation CreateOrg($input: CreateOrganizationInput!) {
    createOrganization(input: $input) {
      id
      slug
      viewerRole
    }
  }
`);

export const CREATE_EVENT = graphql(`
  mutation CreateEvent($organizationId: ID!, $input: EventInput!) {
    createEvent(organizationId: $organizationId, input: $input) {
      id
      slug
      status
    }
  }
`);

export const CREATE_TICKET_TYPE = graphql(`
  mutation CreateTicketType($eventId: ID!, $input: TicketTypeInput!) {
    createTicketType(eventId: $eventId, input: $input) {
      id
      availability
    }
  }
`);

export const PUBLISH_EVENT = graphql(`
  mutation Publish($id: ID!) {
    publishEvent(id: $id) {
      id
      status
    }
  }
`);

export async function createOrganization(api: GraphQLClient, token: string, name = 'Harbour Events') {
  const res = await api.graphql(CREATE_ORG, {
    token,
    variables: { input: { name, slug: uniqueSlug('org') } },
  });
  return dataOf(res).createOrganization;
}

export async function createEvent(
  api: GraphQLClient,
  token: string,
  organizationId: string,
  overrides: Partial<EventInput> = {},
) {
  const res = await api.graphql(CREATE_EVENT, {
    token,
    variables: { organizationId, input: eventInput(overrides) },
  });
  return dataOf(res).createEvent;
}

export async function createTicketType(
  api: GraphQLClient,
  token: string,
  eventId: string,
  overrides: Partial<TicketTypeInput> = {},
) {
  const res = await api.graphql(CREATE_TICKET_TYPE, {
    token,
    variables: { eventId, input: ticketTypeInput(overrides) },
  });
  return dataOf(res).createTicketType;
}

const CREATE_REVEALING_CODE = graphql(`
  mutation CreateRevealingCode($eventId: ID!, $input: PromoCodeInput!) {
    createPromoCode(eventId: $eventId, input: $input) {
      id
    }
  }
`);

/** A hidden ticket type and the code that reveals it (a promo code with no discount, as the back office makes it). */
export async function createHiddenType(
  api: GraphQLClient,
  token: string,
  eventId: string,
  code: string,
  overrides: Partial<TicketTypeInput> = {},
) {
  const type = await createTicketType(api, token, eventId, { ...overrides, hidden: true });
  const input = {
    code,
    priceMode: 'NONE' as const,
    priceValue: 0,
    revealsHidden: true,
    ticketTypeIds: [type.id],
    validFrom: null,
    validUntil: null,
    maxUses: null,
    maxUsesPerOrder: null,
    minQuantity: 1,
  };
  dataOf(await api.graphql(CREATE_REVEALING_CODE, { token, variables: { eventId, input } }));
  return type;
}

/** An organization with a published event that has one ticket type on sale. */
export async function publishedEvent(api: GraphQLClient, token: string, overrides: Partial<EventInput> = {}) {
  const org = await createOrganization(api, token);
  const event = await createEvent(api, token, org.id, overrides);
  const ticketType = await createTicketType(api, token, event.id);
  dataOf(await api.graphql(PUBLISH_EVENT, { token, variables: { id: event.id } }));
  return { org, event, ticketType };
}

const INVITE_MEMBER = graphql(`
  mutation InviteMember($o: ID!, $i: InviteMemberInput!) {
    inviteMember(organizationId: $o, input: $i) {
      id
    }
  }
`);

/** An invitation, as the owner sends it. */
export async function invite(
  api: TestApi,
  ownerToken: string,
  organizationId: string,
  email: string,
  role: OrganizationRole,
): Promise<string> {
  const res = await api.graphql(INVITE_MEMBER, {
    token: ownerToken,
    variables: { o: organizationId, i: { email, role } },
  });
  return dataOf(res).inviteMember.id;
}

export const ACCEPT_INVITATION = graphql(`
  mutation AcceptInvitation($id: ID!) {
    acceptInvitation(id: $id) {
      id
      viewerRole
    }
  }
`);

/** The signed-in person's user id. */
export const VIEWER_ID = graphql(`
  query ViewerId {
    viewer {
      user {
        id
      }
    }
  }
`);

/** A member of `organizationId` with `role`: invited by the owner, email verified, invitation accepted. */
export async function addMember(
  api: TestApi,
  ownerToken: string,
  organizationId: string,
  role: OrganizationRole,
): Promise<{ token: string; userId: string; email: string }> {
  const account = await api.newAccount(role.toLowerCase());
  const invitationId = await invite(api, ownerToken, organizationId, account.email, role);
  await api.emulator.markEmailVerified(account.localId);
  const { idToken } = await api.emulator.signIn(account.email, 'secret-pass-1');
  const accepted = await api.graphql(ACCEPT_INVITATION, { token: idToken, variables: { id: invitationId } });
  expect(dataOf(accepted).acceptInvitation).toEqual({ id: organizationId, viewerRole: role });
  const viewer = dataOf(await api.graphql(VIEWER_ID, { token: idToken })).viewer;
  if (!viewer) throw new Error('not signed in');
  return { token: idToken, userId: viewer.user.id, email: account.email };
}
