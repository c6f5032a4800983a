import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '../test/gql/index.ts';
import { createTestApi, type TestApi } from '../test/test-api.ts';
import { dataOf, errorOf } from '../test/org-fixtures.ts';
import { seedDemoData } from './seed.ts';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
  await seedDemoData(api.database.db);
  // Seeding again refreshes the catalogue instead of duplicating it.
  await seedDemoData(api.database.db);
}, 120_000);
afterAll(() => api.close());

const DISCOVER = graphql(`
  query SeededEvents($when: DateFilter, $tz: String!) {
    discoverEvents(first: 50, when: $when, timeZone: $tz) {
      nodes {
        slug
        timeZone
        currency
        coverImage {
          url
        }
        ticketTypes {
          availability
        }
      }
    }
  }
`);

const SEEDED_EVENT = graphql(`
  query SeededEvent {
    event(slug: "harbour-lights-festival") {
      viewerRole
      status
    }
  }
`);
const SEEDED_DRAFT = graphql(`
  query SeededDraft {
    event(slug: "spring-launch-party") {
      id
    }
  }
`);

describe('the demo data', () => {
  it('offers a dozen public events across time zones and currencies, each with a cover', async () => {
    const { nodes } = dataOf(await api.graphql(DISCOVER, { variables: { tz: 'UTC' } })).discoverEvents;
    expect(nodes.length).toBeGreaterThanOrEqual(11);
    expect(new Set(nodes.map((n) => n.timeZone)).size).toBeGreaterThanOrEqual(8);
    expect(new Set(nodes.map((n) => n.currency)).size).toBeGreaterThanOrEqual(6);
    expect(nodes.every((n) => n.coverImage)).toBe(true);
    const states = new Set(nodes.flatMap((n) => n.ticketTypes.map((t) => t.availability)));
    expect([...states].sort()).toEqual(['NOT_YET_ON_SALE', 'ON_SALE', 'SALES_ENDED', 'SOLD_OUT']);
    expect(nodes.map((n) => n.slug)).not.toContain('spring-launch-party');
  });

  it('always has something on today and this weekend', async () => {
    const today = dataOf(await api.graphql(DISCOVER, { variables: { when: 'TODAY', tz: 'Europe/London' } }));
    expect(today.discoverEvents.nodes.map((n) => n.slug)).toContain('jazz-by-the-docks');
    const weekend = dataOf(await api.graphql(DISCOVER, { variables: { when: 'THIS_WEEKEND', tz: 'Europe/Dublin' } }));
    expect(weekend.discoverEvents.nodes.map((n) => n.slug)).toContain('sunday-makers-market');
  });

  it('gives the demo owner, manager and door staff their roles', async () => {
    const res = await api.graphql(SEEDED_EVENT);
    expect(dataOf(res).event).toEqual({ viewerRole: null, status: 'PUBLISHED' });
    expect(errorOf(await api.graphql(SEEDED_DRAFT)).code).toBe('NOT_FOUND');
    const rows = await api.database.db.query.organizationMembers.findMany({ with: {} });
    expect(new Set(rows.map((r) => r.role))).toEqual(new Set(['OWNER', 'MANAGER', 'DOOR_STAFF']));
  });
});
