import { eq } from 'drizzle-orm';
import { print } from 'graphql';
// The generated documents are plain objects (GraphQL ASTs); nothing of the web app runs here.
import { DiscoverEventsDocument, EventPageDocument } from '../../../../web/src/features/events/gql/graphql.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, csrfHeader, type TestApi } from '../../test/test-api.ts';
import { insertImage } from '../media/repo.ts';
import { appendGalleryImage } from './repo.ts';
import { events } from './tables.ts';
import {
  createEvent,
  createOrganization,
  createTicketType,
  dataOf,
  PUBLISH_EVENT,
  createHiddenType,
} from '../../test/org-fixtures.ts';

let api: TestApi;
let slug: string;
const statements: string[] = [];

/** The web app's own documents, printed as it sends them, so the count is what a visitor's page costs. */
const EVENT_PAGE = print(EventPageDocument);
const DISCOVER_EVENTS = print(DiscoverEventsDocument);

beforeAll(async () => {
  // Every read computed, as with every cache off: what a first visitor, or a write's next reader, costs.
  api = await createTestApi({ READ_CACHE: 'off' }, { onQuery: (sql) => statements.push(sql) });
  const owner = (await api.newAccount('owner')).idToken;
  const org = await createOrganization(api, owner);
  const picture = () =>
    insertImage(api.database.db, {
      organizationId: org.id,
      uploadedBy: null,
      contentType: 'image/webp',
      width: 1600,
      height: 900,
      data: Buffer.from('not decoded in this test'),
    });
  // Twelve published events with covers, so a row is full; the first with a gallery and a hidden type as well.
  for (let i = 0; i < 12; i++) {
    const event = await createEvent(api, owner, org.id, { title: `Counted Carnival ${i}` });
    await createTicketType(api, owner, event.id);
    const cover = await picture();
    await api.database.db.update(events).set({ coverImageId: cover.id }).where(eq(events.id, event.id));
    if (i === 0) {
      await createHiddenType(api, owner, event.id, 'COUNT-1', { name: 'Crew' });
      for (const n of [1, 2]) await appendGalleryImage(api.database.db, event.id, (await picture()).id, `View ${n}`);
      slug = event.slug;
    }
    dataOf(await api.graphql(PUBLISH_EVENT, { token: owner, variables: { id: event.id } }));
  }
});
afterAll(() => api.close());

async function statementsOf(operationName: string, query: string, variables: Record<string, unknown>) {
  const params = new URLSearchParams({ operationName, query, variables: JSON.stringify(variables) });
  const before = statements.length;
  const res = await api.inject({ method: 'GET', url: `/graphql?${params}`, headers: csrfHeader });
  const body = res.json<{ data?: unknown; errors?: unknown }>();
  expect(body).not.toHaveProperty('errors');
  return { sql: statements.slice(before), data: JSON.stringify(body.data) };
}

describe('SQL statements per public read, uncached', () => {
  it('the event page: at most three', async () => {
    const { sql, data } = await statementsOf('EventPage', EVENT_PAGE, { slug, unlockCode: null });
    expect(sql.length, sql.join('\n')).toBeLessThanOrEqual(3);
    // …and the page's answer has all it shows: organizer, cover, gallery, ticket types (not the hidden one).
    expect(data).toContain('Harbour Events');
    expect(data).toContain('"srcSet"');
    expect(data).toContain('View 2');
    expect(data).toContain('General admission');
    expect(data).not.toContain('Crew');
  });

  it('a row of twelve events on the home page: at most three', async () => {
    const { sql, data } = await statementsOf('DiscoverEvents', DISCOVER_EVENTS, {
      first: 12,
      when: null,
      timeZone: 'UTC',
    });
    expect(sql.length, sql.join('\n')).toBeLessThanOrEqual(3);
    expect(data.match(/Counted Carnival/g)).toHaveLength(12);
    expect(data.match(/"lowestPriceMinor":1500/g)).toHaveLength(12);
    expect(data.match(/"srcSet"/g)).toHaveLength(12);
  });
});
