import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertImage } from '../media/repo.ts';
import { dateWindow } from './date-filters.ts';
import { events } from './tables.ts';
import { createTestApi, type TestApi } from '../../test/test-api.ts';
import {
  PUBLISH_EVENT,
  createEvent,
  createOrganization,
  createTicketType,
  dataOf,
  errorOf,
  utcLocal,
} from '../../test/org-fixtures.ts';
import { graphql } from '../../test/gql/index.ts';
import type { DiscoverQueryVariables } from '../../test/gql/graphql.ts';

export const DISCOVER = graphql(`
  query Discover($first: Int!, $after: String, $search: String, $when: DateFilter) {
    discoverEvents(first: $first, after: $after, search: $search, when: $when, timeZone: "Etc/UTC") {
      nodes {
        title
        startsAt
        lowestPriceMinor
        organizer {
          name
        }
        coverImage {
          url(width: 640)
        }
        ticketTypes {
          availability
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

const END_EVENT = graphql(`
  mutation EndPastEvent($id: ID!) {
    endEvent(id: $id) {
      id
    }
  }
`);

const DISCOVER_TITLES = graphql(`
  query DiscoverTitles($first: Int!) {
    discoverEvents(first: $first, timeZone: "UTC") {
      nodes {
        title
      }
    }
  }
`);

let api: TestApi;
let owner: string;
let riversideId: string;
const queries: string[] = [];

async function publish(token: string, orgId: string, title: string, days: number) {
  const event = await createEvent(api, token, orgId, { title, startsAt: utcLocal(days), endsAt: utcLocal(days, 3) });
  await createTicketType(api, token, event.id);
  // A cover straight into the table: uploads have their own test, here only the query count matters.
  const cover = await insertImage(api.database.db, {
    organizationId: orgId,
    uploadedBy: null,
    contentType: 'image/webp',
    width: 800,
    height: 450,
    data: Buffer.from('not decoded in this test'),
  });
  await api.database.db.update(events).set({ coverImageId: cover.id }).where(eq(events.id, event.id));
  dataOf(await api.graphql(PUBLISH_EVENT, { token, variables: { id: event.id } }));
  return event;
}

beforeAll(async () => {
  // Every read computed: the statement count below is the database's cost of a page, not the cache's.
  api = await createTestApi({ READ_CACHE: 'off' }, { onQuery: (sql) => queries.push(sql) });
  owner = (await api.newAccount('owner')).idToken;
  const riverside = await createOrganization(api, owner, 'Riverside Arts');
  riversideId = riverside.id;
  const lantern = await createOrganization(api, owner, 'Lantern Collective');
  for (let i = 0; i < 7; i += 1) await publish(owner, riverside.id, `Riverside Session ${i + 1}`, 10 + i);
  await publish(owner, lantern.id, 'Lantern Parade', 12.5);
  // Not discoverable: a draft, and an event that has already finished.
  await createEvent(api, owner, riverside.id, {
    title: 'Secret Draft Gig',
    startsAt: utcLocal(11),
    endsAt: utcLocal(11, 2),
  });
  const past = await publish(owner, lantern.id, 'Yesterday Fair', 1);
  await api.graphql(END_EVENT, { token: owner, variables: { id: past.id } });
});
afterAll(() => api.close());

async function discover(variables: Partial<DiscoverQueryVariables>) {
  return dataOf(await api.graphql(DISCOVER, { variables: { first: 20, ...variables } })).discoverEvents;
}

describe('discovery', () => {
  it('lists published upcoming events only, soonest first', async () => {
    const page = await discover({});
    const titles = page.nodes.map((n) => n.title);
    expect(titles).toHaveLength(8);
    expect(titles).not.toContain('Secret Draft Gig');
    expect(titles).not.toContain('Yesterday Fair');
    expect(titles.indexOf('Lantern Parade')).toBe(3);
    const starts = page.nodes.map((n) => n.startsAt);
    expect([...starts].sort()).toEqual(starts);
  });

  it('walks every event exactly once with cursors', async () => {
    const seen: string[] = [];
    let after: string | null = null;
    let pages = 0;
    do {
      const page = await discover({ first: 3, after });
      seen.push(...page.nodes.map((n) => n.title));
      after = page.pageInfo.hasNextPage ? page.pageInfo.endCursor : null;
      pages += 1;
    } while (after);
    expect(pages).toBe(3);
    expect(new Set(seen).size).toBe(8);
    expect(seen).toEqual((await discover({})).nodes.map((n) => n.title));
  });

  it('finds events by title, venue or organizer, treating % as a letter', async () => {
    expect((await discover({ search: 'parade' })).nodes.map((n) => n.title)).toEqual(['Lantern Parade']);
    expect((await discover({ search: 'lantern collective' })).nodes.map((n) => n.title)).toEqual(['Lantern Parade']);
    expect((await discover({ search: 'Old Harbour' })).nodes).toHaveLength(8);
    expect((await discover({ search: '%' })).nodes).toHaveLength(0);
  });

  it('filters by date: what is on now is today, not later; events next week or beyond are later, not this weekend', async () => {
    expect((await discover({ when: 'TODAY' })).nodes).toHaveLength(0);
    // Started half an hour ago and still running: "today" at any hour.
    await publish(owner, riversideId, 'Happening Now', -0.02);
    expect((await discover({ when: 'TODAY' })).nodes.map((n) => n.title)).toEqual(['Happening Now']);
    const later = (await discover({ when: 'LATER' })).nodes.map((n) => n.title);
    expect(later).toHaveLength(8);
    expect(later).not.toContain('Happening Now');
    const weekend = (await discover({ when: 'THIS_WEEKEND' })).nodes.map((n) => n.title);
    expect(weekend.filter((t) => t !== 'Happening Now')).toEqual([]);
  });

  it('"coming up" leaves out what this weekend shows, so the home page never repeats a card', async () => {
    // Two hours before this weekend ends (in the zone DISCOVER asks in), which is inside it whatever today is.
    const weekend = dateWindow('THIS_WEEKEND', new Date(), 'Etc/UTC');
    const days = ((weekend.to?.getTime() ?? 0) - Date.now()) / 86_400_000 - 2 / 24;
    await publish(owner, riversideId, 'Weekend Market', days);
    const weekendTitles = (await discover({ when: 'THIS_WEEKEND' })).nodes.map((n) => n.title);
    expect(weekendTitles).toContain('Weekend Market');
    const comingUp = (await discover({ when: 'COMING_UP' })).nodes.map((n) => n.title);
    expect(comingUp).not.toContain('Weekend Market');
    expect(comingUp.filter((t) => weekendTitles.includes(t))).toEqual([]);
    // Everything later than the weekend is still there.
    expect(comingUp).toEqual(expect.arrayContaining(['Riverside Session 1', 'Lantern Parade']));
    // The Later chip keeps weekend events (when the weekend has not begun: then they start from tomorrow).
    const startsTomorrowOrLater = (weekend.from?.getTime() ?? 0) > Date.now();
    if (startsTomorrowOrLater) {
      expect((await discover({ when: 'LATER' })).nodes.map((n) => n.title)).toContain('Weekend Market');
    }
  });

  it('refuses a forged cursor and an oversized page', async () => {
    const forged = await api.graphql(DISCOVER, { variables: { first: 5, after: 'not-a-cursor' } });
    expect(errorOf(forged)).toMatchObject({ code: 'BAD_USER_INPUT', field: 'after' });
    const wellFormed = Buffer.from(JSON.stringify(['2031-01-01T00:00:00.000Z', "x' or 1=1"])).toString('base64url');
    const injected = await api.graphql(DISCOVER, { variables: { first: 5, after: wellFormed } });
    expect(errorOf(injected)).toMatchObject({ code: 'BAD_USER_INPUT', field: 'after' });
    // One past the largest page, with a selection light enough for the cost limit: the page size is refused.
    const tooMany = await api.graphql(DISCOVER_TITLES, { variables: { first: 51 } });
    expect(errorOf(tooMany)).toMatchObject({ code: 'BAD_USER_INPUT', field: 'first' });
    // A page of full cards costs more than the limit allows well before 500: refused by cost, before it runs.
    const huge = await api.graphql(DISCOVER, { variables: { first: 500 } });
    expect(errorOf(huge)).toMatchObject({ code: 'QUERY_TOO_COMPLEX' });
  });

  it('costs the same number of SQL statements for 2 events as for 8: no N+1', async () => {
    const count = async (first: number) => {
      queries.length = 0;
      const page = await discover({ first });
      expect(page.nodes).toHaveLength(first);
      return queries.length;
    };
    const small = await count(2);
    const large = await count(8);
    // One statement: the events, each with its organizer, cover and ticket types (a relational query).
    expect(small).toBe(1);
    expect(large).toBe(small);
  });
});
