import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buy } from '../../test/checkout-fixtures.ts';
import { graphql } from '../../test/gql/index.ts';
import {
  addMember,
  createEvent,
  createOrganization,
  createTicketType,
  dataOf,
  errorOf,
  PUBLISH_EVENT,
} from '../../test/org-fixtures.ts';
import { subscribeOverSse, subscriptionPayloads } from '../../test/sse.ts';
import { createTestApi, type TestApi } from '../../test/test-api.ts';

/*
 * An organization's dashboard: every event's sales side by side and summed, money per currency (never added across
 * currencies) for owners and managers only, and a sale on any of its events pushed to a subscriber over SSE.
 */

const ORG_DASHBOARD = graphql(`
  query OrgDashboard($organizationId: ID!) {
    organizationDashboard(organizationId: $organizationId) {
      ticketsSold
      capacity
      orders
      revenue {
        currency
        grossMinor
        refundedMinor
        netMinor
      }
      events {
        title
        ticketsSold
        capacity
        orders
        netMinor
      }
      days {
        day
        orders
        tickets
      }
    }
  }
`);

const ORG_DASHBOARD_CHANGED = `subscription OrgLive($organizationId: ID!) {
  organizationDashboardChanged(organizationId: $organizationId) { ticketsSold orders }
}`;

let api: TestApi;
let owner: string;
let buyer: string;
let organizationId: string;
const events: { id: string; typeId: string }[] = [];

beforeAll(async () => {
  api = await createTestApi();
  owner = (await api.newAccount('org-dash-owner')).idToken;
  buyer = (await api.newAccount('org-dash-buyer')).idToken;
  organizationId = (await createOrganization(api, owner)).id;
  for (const [title, currency, price] of [
    ['Pounds Night', 'GBP', 2000],
    ['Euro Night', 'EUR', 3000],
  ] as const) {
    const event = await createEvent(api, owner, organizationId, { title, currency });
    const type = await createTicketType(api, owner, event.id, { priceMinor: price, capacity: 100 });
    dataOf(await api.graphql(PUBLISH_EVENT, { token: owner, variables: { id: event.id } }));
    events.push({ id: event.id, typeId: type.id });
  }
}, 60_000);
afterAll(() => api?.close());

const dashboardOf = async (token: string) =>
  dataOf(await api.graphql(ORG_DASHBOARD, { token, variables: { organizationId } })).organizationDashboard;

describe('an organization’s dashboard', () => {
  it('sums its events, keeps money per currency, and shows door staff no money and outsiders nothing', async () => {
    const [gbp, eur] = events;
    if (!gbp || !eur) throw new Error('no events');
    await buy(api, buyer, gbp.id, [{ ticketTypeId: gbp.typeId, quantity: 2 }]);
    await buy(api, buyer, eur.id, [{ ticketTypeId: eur.typeId, quantity: 1 }]);
    const seen = await dashboardOf(owner);
    expect(seen).toMatchObject({ ticketsSold: 3, capacity: 200, orders: 2 });
    expect(seen.revenue).toEqual([
      { currency: 'EUR', grossMinor: 3000, refundedMinor: 0, netMinor: 3000 },
      { currency: 'GBP', grossMinor: 4000, refundedMinor: 0, netMinor: 4000 },
    ]);
    expect(seen.events.map((e) => [e.title, e.ticketsSold, e.netMinor]).sort()).toEqual([
      ['Euro Night', 1, 3000],
      ['Pounds Night', 2, 4000],
    ]);
    expect(seen.days).toEqual([{ day: new Date().toISOString().slice(0, 10), orders: 2, tickets: 3 }]);
    const staff = await addMember(api, owner, organizationId, 'DOOR_STAFF');
    const forStaff = await dashboardOf(staff.token);
    expect(forStaff.ticketsSold).toBe(3);
    expect(forStaff.revenue).toBeNull();
    expect(forStaff.events.every((e) => e.netMinor === null)).toBe(true);
    const outsider = (await api.newAccount('org-dash-outsider')).idToken;
    const refused = await api.graphql(ORG_DASHBOARD, { token: outsider, variables: { organizationId } });
    expect(errorOf(refused).code).toBe('FORBIDDEN');
  });

  it('pushes a sale on any of its events to a subscriber over SSE', async () => {
    const origin = await api.app.listen({ port: 0, host: '127.0.0.1' });
    const stop = new AbortController();
    const res = await subscribeOverSse(origin, ORG_DASHBOARD_CHANGED, { organizationId }, owner, stop.signal);
    const next = subscriptionPayloads<{ ticketsSold: number }>(res.body, 'organizationDashboardChanged');
    try {
      const before = (await next()).ticketsSold;
      const eur = events[1];
      if (!eur) throw new Error('no event');
      await buy(api, buyer, eur.id, [{ ticketTypeId: eur.typeId, quantity: 1 }]);
      let now = await next();
      while (now.ticketsSold === before) now = await next();
      expect(now.ticketsSold).toBe(before + 1);
    } finally {
      stop.abort();
    }
  });
});
