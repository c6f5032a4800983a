import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '../../test/gql/index.ts';
import { createTestApi, type TestApi } from '../../test/test-api.ts';
import {
  CREATE_EVENT,
  PUBLISH_EVENT,
  createEvent,
  createOrganization,
  createTicketType,
  dataOf,
  errorOf,
  eventInput,
  present,
} from '../../test/org-fixtures.ts';

const EVENT = graphql(`
  query Event($slug: String!) {
    event(slug: $slug) {
      id
      title
      status
      descriptionHtml
      summary
      startsAt
      endsAt
      startsAtLocal
      timeZone
      currency
      faq {
        question
        answer
      }
      organizer {
        name
      }
      viewerRole
    }
  }
`);

const UPDATE_EVENT = graphql(`
  mutation Update($id: ID!, $input: EventInput!) {
    updateEvent(id: $id, input: $input) {
      id
      title
      startsAt
      startsAtLocal
      timeZone
    }
  }
`);

const ORGANIZATION_EVENTS = graphql(`
  query OrganizationEventIds($s: String!) {
    organization(slug: $s) {
      events {
        id
      }
    }
  }
`);

const CANCEL_EVENT = graphql(`
  mutation CancelEvent($id: ID!) {
    cancelEvent(id: $id) {
      status
    }
  }
`);

const END_EVENT = graphql(`
  mutation EndEvent($id: ID!) {
    endEvent(id: $id) {
      status
    }
  }
`);

const SALE_WINDOWS = graphql(`
  query SaleWindows($s: String!) {
    event(slug: $s) {
      ticketTypes {
        salesStartAtLocal
        salesStartAt
      }
    }
  }
`);

const VIEWER_ORGANIZATIONS = graphql(`
  query ViewerOrganizationSlugs {
    viewer {
      organizations {
        id
        slug
      }
    }
  }
`);

let api: TestApi;
let owner: string;
let orgId: string;

beforeAll(async () => {
  api = await createTestApi();
  owner = (await api.newAccount('owner')).idToken;
  orgId = (await createOrganization(api, owner)).id;
});
afterAll(() => api.close());

describe('events', () => {
  it('creates a draft that only the team can see, and publishes it once it has a ticket type', async () => {
    const event = await createEvent(api, owner, orgId, { title: 'Night Market' });
    expect(event).toMatchObject({ status: 'DRAFT' });

    expect(errorOf(await api.graphql(EVENT, { variables: { slug: event.slug } })).code).toBe('NOT_FOUND');
    const asOwner = dataOf(
      await api.graphql(EVENT, {
        token: owner,
        variables: { slug: event.slug },
      }),
    );
    expect(asOwner.event).toMatchObject({ title: 'Night Market', viewerRole: 'OWNER' });

    const refused = errorOf(await api.graphql(PUBLISH_EVENT, { token: owner, variables: { id: event.id } }));
    expect(refused.code).toBe('CONFLICT');
    expect(refused.message).toMatch(/ticket type/);

    await createTicketType(api, owner, event.id);
    const published = dataOf(
      await api.graphql(PUBLISH_EVENT, {
        token: owner,
        variables: { id: event.id },
      }),
    );
    expect(published.publishEvent.status).toBe('PUBLISHED');
    const asVisitor = dataOf(
      await api.graphql(EVENT, {
        variables: { slug: event.slug },
      }),
    );
    expect(asVisitor.event).toMatchObject({ title: 'Night Market', viewerRole: null });
  });

  // Guards: Admit mails buyers about an event in Admit's name, so a throwaway account cannot put one in front of
  // the public: its organization's owner must have proven an address first.
  it('publishes only once an owner of the organization has verified their email', async () => {
    const newcomer = await api.newAccount('unverified-owner', { verified: false });
    const org = await createOrganization(api, newcomer.idToken);
    const event = await createEvent(api, newcomer.idToken, org.id);
    await createTicketType(api, newcomer.idToken, event.id);
    const refused = await api.graphql(PUBLISH_EVENT, { token: newcomer.idToken, variables: { id: event.id } });
    expect(errorOf(refused)).toMatchObject({ code: 'EMAIL_NOT_VERIFIED', message: expect.stringMatching(/^Verify/) });
    const still = await api.graphql(EVENT, {
      token: newcomer.idToken,
      variables: { slug: event.slug },
    });
    expect(present(dataOf(still).event).status).toBe('DRAFT');

    await api.emulator.markEmailVerified(newcomer.localId);
    const verified = (await api.emulator.signIn(newcomer.email, 'secret-pass-1')).idToken;
    const published = await api.graphql(PUBLISH_EVENT, {
      token: verified,
      variables: { id: event.id },
    });
    expect(dataOf(published).publishEvent.status).toBe('PUBLISHED');
  });

  it('stores wall-clock times in the event zone and gives them back unchanged', async () => {
    const event = await createEvent(api, owner, orgId, {
      startsAt: '2031-07-04T19:30',
      endsAt: '2031-07-04T23:00',
      timeZone: 'America/New_York',
      currency: 'usd',
    });
    const { event: read } = dataOf(
      await api.graphql(EVENT, {
        token: owner,
        variables: { slug: event.slug },
      }),
    );
    // 19:30 in New York in July is EDT, UTC−4.
    expect(read).toMatchObject({
      startsAt: '2031-07-04T23:30:00.000Z',
      endsAt: '2031-07-05T03:00:00.000Z',
      startsAtLocal: '2031-07-04T19:30',
      timeZone: 'America/New_York',
      currency: 'USD',
    });
  });

  it('edits an event, and moving its zone keeps the wall-clock time', async () => {
    const event = await createEvent(api, owner, orgId);
    const input = eventInput({
      slug: event.slug,
      title: 'Harbour Lights (late show)',
      startsAt: '2031-01-10T20:00',
      endsAt: '2031-01-10T23:00',
      timeZone: 'Asia/Tokyo',
      currency: 'JPY',
    });
    const { updateEvent } = dataOf(
      await api.graphql(UPDATE_EVENT, {
        token: owner,
        variables: { id: event.id, input },
      }),
    );
    expect(updateEvent).toMatchObject({
      title: 'Harbour Lights (late show)',
      startsAt: '2031-01-10T11:00:00.000Z',
      startsAtLocal: '2031-01-10T20:00',
      timeZone: 'Asia/Tokyo',
    });
  });

  it('renders Markdown and strips anything that could run script', async () => {
    const event = await createEvent(api, owner, orgId, {
      description:
        '# Line-up\n\nDoors at **7pm**. <script>alert(1)</script> [tickets](javascript:alert(1)) <img src=x onerror=alert(1)> [map](https://example.test/map)',
    });
    const read = present(dataOf(await api.graphql(EVENT, { token: owner, variables: { slug: event.slug } })).event);
    expect(read.descriptionHtml).toContain('<strong>7pm</strong>');
    expect(read.descriptionHtml).toContain('<h2>Line-up</h2>');
    expect(read.descriptionHtml).toContain('href="https://example.test/map"');
    expect(read.descriptionHtml).not.toMatch(/<script|javascript:|onerror|<img/i);
    expect(read.summary).toMatch(/^Line-up Doors at 7pm\./);
  });

  it.each([
    ['title', { title: 'ab' }, /at least 3/],
    ['title', { title: 'x'.repeat(121) }, /at most 120/],
    ['endsAt', { startsAt: '2031-05-01T20:00', endsAt: '2031-05-01T19:00' }, /after the start/],
    ['timeZone', { timeZone: 'Mars/Olympus_Mons' }, /time zone/],
    ['currency', { currency: 'XXXX' }, /currency/],
    ['slug', { slug: 'Not A Slug' }, /lowercase/],
    ['faq.0.question', { faq: [{ question: '', answer: 'x' }] }, /question/],
  ])('refuses a bad %s with BAD_USER_INPUT naming the field', async (field, overrides, message) => {
    const res = await api.graphql(CREATE_EVENT, {
      token: owner,
      variables: { organizationId: orgId, input: eventInput(overrides) },
    });
    const error = errorOf(res);
    expect(error).toMatchObject({ code: 'BAD_USER_INPUT', field });
    expect(error.message).toMatch(message);
  });

  it('refuses a slug another event already has, naming the field, and writes nothing', async () => {
    const first = await createEvent(api, owner, orgId);
    const before = dataOf(await api.graphql(ORGANIZATION_EVENTS, { token: owner, variables: { s: await orgSlug() } }))
      .organization.events.length;
    const error = errorOf(
      await api.graphql(CREATE_EVENT, {
        token: owner,
        variables: { organizationId: orgId, input: eventInput({ slug: first.slug }) },
      }),
    );
    expect(error).toMatchObject({ code: 'BAD_USER_INPUT', field: 'slug' });
    const after = dataOf(await api.graphql(ORGANIZATION_EVENTS, { token: owner, variables: { s: await orgSlug() } }))
      .organization.events.length;
    expect(after).toBe(before);
  });

  it('cancels and ends events, and a cancelled event can no longer be edited', async () => {
    const draft = await createEvent(api, owner, orgId);
    const cancelled = dataOf(await api.graphql(CANCEL_EVENT, { token: owner, variables: { id: draft.id } }));
    expect(cancelled.cancelEvent.status).toBe('CANCELLED');
    const edit = errorOf(
      await api.graphql(UPDATE_EVENT, {
        token: owner,
        variables: { id: draft.id, input: eventInput({ slug: draft.slug }) },
      }),
    );
    expect(edit.code).toBe('CONFLICT');

    const live = await createEvent(api, owner, orgId);
    await createTicketType(api, owner, live.id);
    dataOf(await api.graphql(PUBLISH_EVENT, { token: owner, variables: { id: live.id } }));
    const ended = dataOf(await api.graphql(END_EVENT, { token: owner, variables: { id: live.id } }));
    expect(ended.endEvent.status).toBe('ENDED');
  });

  it('will not change the currency under priced tickets, and a zone change keeps sale windows at their local time', async () => {
    const event = await createEvent(api, owner, orgId, {
      startsAt: '2031-09-10T19:00',
      endsAt: '2031-09-10T23:00',
      timeZone: 'Europe/London',
    });
    await createTicketType(api, owner, event.id, { salesStartAt: '2031-08-01T10:00', salesEndAt: null });
    const moved = (overrides: Record<string, unknown>) =>
      api.graphql(UPDATE_EVENT, {
        token: owner,
        variables: {
          id: event.id,
          input: eventInput({
            slug: event.slug,
            startsAt: '2031-09-10T19:00',
            endsAt: '2031-09-10T23:00',
            ...overrides,
          }),
        },
      });
    expect(errorOf(await moved({ timeZone: 'Europe/London', currency: 'EUR' }))).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'currency',
    });
    dataOf(await moved({ timeZone: 'Europe/Paris', currency: 'GBP' }));
    const read = present(dataOf(await api.graphql(SALE_WINDOWS, { token: owner, variables: { s: event.slug } })).event);
    // Still 10:00 on 1 August, now in Paris (UTC+2 in summer).
    expect(read.ticketTypes[0]).toEqual({
      salesStartAtLocal: '2031-08-01T10:00',
      salesStartAt: '2031-08-01T08:00:00.000Z',
    });
  });
});

async function orgSlug(): Promise<string> {
  const res = await api.graphql(VIEWER_ORGANIZATIONS, { token: owner });
  const org = present(dataOf(res).viewer).organizations.find((o) => o.id === orgId);
  if (!org) throw new Error('organization missing');
  return org.slug;
}
