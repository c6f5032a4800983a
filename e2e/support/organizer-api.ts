/**
 * An organizer's event made through the GraphQL API, as the web app sends it: faster than the forms (which
 * organizer.spec.ts covers), and each test gets an event of its own, so capacities never leak between tests.
 */
import type { Emulator } from '../fixtures.ts';

export type TicketTypeSpec = {
  name: string;
  priceMinor: number;
  capacity?: number;
  maxPerOrder?: number;
  hidden?: boolean;
  unlockCode?: string | null;
};

export type OrganizerEvent = {
  /** The organizer (the organization's owner) signs in with this email and ORGANIZER_PASSWORD. */
  organizerEmail: string;
  organizationId: string;
  orgSlug: string;
  eventId: string;
  slug: string;
  title: string;
  ticketTypes: { id: string; name: string }[];
};

export const ORGANIZER_PASSWORD = 'tickets4all';

const runId = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** "YYYY-MM-DDTHH:mm" in UTC, `days` from now (the event's zone is Etc/UTC). */
const utcLocal = (days: number, hours = 0) =>
  new Date(Date.now() + days * 86_400_000 + hours * 3_600_000).toISOString().slice(0, 16);

/** One GraphQL call with the CSRF header Yoga requires, failing the test with the API's errors. */
export async function graphqlCall<T>(
  baseURL: string,
  query: string,
  variables: Record<string, unknown>,
  token?: string,
): Promise<T> {
  const res = await fetch(`${baseURL}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'apollo-require-preflight': 'true',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await res.json()) as { data?: T; errors?: { message: string }[] };
  if (body.errors?.length || !body.data) throw new Error(`GraphQL: ${JSON.stringify(body.errors ?? body)}`);
  return body.data;
}

/** A new organizer (an Auth Emulator account), their organization, and a published event in GBP. */
export async function publishedEvent(
  baseURL: string,
  emulator: Emulator,
  title: string,
  ticketTypes: TicketTypeSpec[],
  /** Hours from now the event starts; by default over a year away. */
  startsInHours?: number,
): Promise<OrganizerEvent> {
  const id = runId();
  const organizerEmail = `organizer-${id}@example.test`;
  // Verified: an organization's owner must be, before its events go public.
  const account = await emulator.signUpVerified(organizerEmail, ORGANIZER_PASSWORD);
  const token = account.idToken;
  const orgSlug = `harbour-${id}`;
  const { createOrganization: org } = await graphqlCall<{ createOrganization: { id: string } }>(
    baseURL,
    `mutation($input: CreateOrganizationInput!) { createOrganization(input: $input) { id } }`,
    { input: { name: `Harbour Events ${id}`, slug: orgSlug } },
    token,
  );
  const fullTitle = `${title} ${id}`;
  const { createEvent: event } = await graphqlCall<{ createEvent: { id: string; slug: string } }>(
    baseURL,
    `mutation($org: ID!, $input: EventInput!) { createEvent(organizationId: $org, input: $input) { id slug } }`,
    {
      org: org.id,
      input: {
        title: fullTitle,
        slug: `event-${id}`,
        description: 'An evening by the water.',
        venueName: 'The Old Harbour',
        venueAddress: '1 Quay Street, Bristol',
        // Over a year away: after every demo event, so the home page's lists (discovery.spec.ts) stay as seeded.
        startsAt: startsInHours === undefined ? utcLocal(400) : utcLocal(0, startsInHours),
        endsAt: startsInHours === undefined ? utcLocal(400, 5) : utcLocal(0, startsInHours + 5),
        timeZone: 'Etc/UTC',
        currency: 'GBP',
        faq: [],
      },
    },
    token,
  );
  const created: { id: string; name: string }[] = [];
  for (const [i, t] of ticketTypes.entries()) {
    const { createTicketType } = await graphqlCall<{ createTicketType: { id: string } }>(
      baseURL,
      `mutation($event: ID!, $input: TicketTypeInput!) { createTicketType(eventId: $event, input: $input) { id } }`,
      {
        event: event.id,
        input: {
          name: t.name,
          description: '',
          priceMinor: t.priceMinor,
          capacity: t.capacity ?? 100,
          salesStartAt: null,
          salesEndAt: null,
          minPerOrder: 1,
          maxPerOrder: t.maxPerOrder ?? 10,
          hidden: t.hidden ?? false,
          sortOrder: i,
        },
      },
      token,
    );
    created.push({ id: createTicketType.id, name: t.name });
    if (t.unlockCode) await revealingCode(baseURL, token, event.id, createTicketType.id, t.unlockCode);
  }
  await graphqlCall(baseURL, `mutation($id: ID!) { publishEvent(id: $id) { id } }`, { id: event.id }, token);
  return {
    organizerEmail,
    organizationId: org.id,
    orgSlug,
    eventId: event.id,
    slug: event.slug,
    title: fullTitle,
    ticketTypes: created,
  };
}

/** A hidden type's code, as the back office makes it: a promo code that reveals it, with no discount. */
async function revealingCode(baseURL: string, token: string, eventId: string, typeId: string, code: string) {
  await graphqlCall(
    baseURL,
    `mutation($eventId: ID!, $input: PromoCodeInput!) { createPromoCode(eventId: $eventId, input: $input) { id } }`,
    {
      eventId,
      input: {
        code,
        priceMode: 'NONE',
        priceValue: 0,
        revealsHidden: true,
        ticketTypeIds: [typeId],
        validFrom: null,
        validUntil: null,
        maxUses: null,
        maxUsesPerOrder: null,
        minQuantity: 1,
      },
    },
    token,
  );
}

/** The organizer's ID token, fresh from the emulator. */
export async function organizerToken(emulator: Emulator, event: OrganizerEvent): Promise<string> {
  return (await emulator.signIn(event.organizerEmail, ORGANIZER_PASSWORD)).idToken;
}

/**
 * A new member of the event's organization with `role`: invited by the owner, their address verified, the
 * invitation accepted. They sign in with the returned email and ORGANIZER_PASSWORD.
 */
export async function addMember(
  baseURL: string,
  emulator: Emulator,
  event: OrganizerEvent,
  role: 'MANAGER' | 'DOOR_STAFF',
): Promise<string> {
  const email = `${role.toLowerCase().replace('_', '-')}-${runId()}@example.test`;
  const account = await emulator.signUp(email, ORGANIZER_PASSWORD);
  const { inviteMember } = await graphqlCall<{ inviteMember: { id: string } }>(
    baseURL,
    `mutation($o: ID!, $i: InviteMemberInput!) { inviteMember(organizationId: $o, input: $i) { id } }`,
    { o: event.organizationId, i: { email, role } },
    await organizerToken(emulator, event),
  );
  await emulator.markEmailVerified(account.localId);
  const { idToken } = await emulator.signIn(email, ORGANIZER_PASSWORD);
  await graphqlCall(
    baseURL,
    `mutation($id: ID!) { acceptInvitation(id: $id) { id } }`,
    { id: inviteMember.id },
    idToken,
  );
  return email;
}
