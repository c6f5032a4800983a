import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../../test/test-api.ts';
import {
  addMember,
  createEvent,
  createOrganization,
  createTicketType,
  dataOf,
  PUBLISH_EVENT,
} from '../../test/org-fixtures.ts';
import { buy } from '../../test/checkout-fixtures.ts';
import { graphql } from '../../test/gql/index.ts';

/*
 * An event's sales as its organization's list shows them: valid tickets against capacity for every member,
 * revenue (paid less refunded) and the orders a cancel would refund for owners and managers only; one statement
 * for a whole list of events. And a cancelled event's ticket types say so, to its team and to the public.
 */

const statements: string[] = [];
let api: TestApi;
let owner: string;
let manager: string;
let door: string;
let buyer: string;
let organization: { id: string; slug: string };

const ORGANIZATION_SALES = graphql(`
  query OrganizationSales($slug: String!) {
    organization(slug: $slug) {
      events {
        slug
        sales {
          ticketsSold
          capacity
          revenueMinor
          ordersToRefund
        }
      }
    }
  }
`);

const EVENT_SALES = graphql(`
  query EventSalesAndAvailability($slug: String!) {
    event(slug: $slug) {
      status
      lowestPriceMinor
      sales {
        ticketsSold
        revenueMinor
      }
      ticketTypes {
        name
        availability
      }
    }
  }
`);

const REFUND_TICKETS = graphql(`
  mutation RefundForSales($id: ID!, $t: [ID!]) {
    refundOrder(id: $id, ticketIds: $t) {
      status
    }
  }
`);

const CANCEL = graphql(`
  mutation CancelForSales($id: ID!) {
    cancelEvent(id: $id) {
      status
    }
  }
`);

/** A published event with a £15 type (capacity 100) and a £40 type (capacity 10). */
async function eventOnSale(title: string) {
  const event = await createEvent(api, owner, organization.id, { title });
  const general = await createTicketType(api, owner, event.id);
  const vip = await createTicketType(api, owner, event.id, { name: 'VIP', priceMinor: 4000, capacity: 10 });
  dataOf(await api.graphql(PUBLISH_EVENT, { token: owner, variables: { id: event.id } }));
  return { event, general: general.id, vip: vip.id };
}

async function salesSeenBy(token: string) {
  const events = dataOf(await api.graphql(ORGANIZATION_SALES, { token, variables: { slug: organization.slug } }))
    .organization.events;
  return Object.fromEntries(events.map((e) => [e.slug, e.sales]));
}

let sold: Awaited<ReturnType<typeof eventOnSale>>;
let quiet: Awaited<ReturnType<typeof eventOnSale>>;

beforeAll(async () => {
  api = await createTestApi({ READ_CACHE: 'off' }, { onQuery: (sql) => statements.push(sql) });
  owner = (await api.newAccount('owner')).idToken;
  organization = await createOrganization(api, owner);
  manager = (await addMember(api, owner, organization.id, 'MANAGER')).token;
  door = (await addMember(api, owner, organization.id, 'DOOR_STAFF')).token;
  buyer = (await api.newAccount('buyer')).idToken;
  sold = await eventOnSale('Sales Counted');
  quiet = await eventOnSale('Nothing Sold Yet');
  // Two orders: 2 × £15 + 1 × £40 (£70), then 1 × £15 of which the ticket is refunded.
  await buy(api, buyer, sold.event.id, [
    { ticketTypeId: sold.general, quantity: 2 },
    { ticketTypeId: sold.vip, quantity: 1 },
  ]);
  const refunded = await buy(api, buyer, sold.event.id, [{ ticketTypeId: sold.general, quantity: 1 }]);
  const res = await api.graphql(REFUND_TICKETS, { token: owner, variables: { id: refunded.id, t: null } });
  expect(dataOf(res).refundOrder.status).toBe('REFUNDED');
});
afterAll(() => api.close());

describe("an organization's event list", () => {
  // Guards: the list's figures are the paid tickets and the money kept (a refund taken off), not the places held
  // or the gross; an event with nothing sold says 0 rather than nothing.
  it('shows owners and managers tickets sold against capacity, revenue less refunds, and the orders to refund', async () => {
    const expected = {
      [sold.event.slug]: { ticketsSold: 3, capacity: 110, revenueMinor: 7000, ordersToRefund: 1 },
      [quiet.event.slug]: { ticketsSold: 0, capacity: 110, revenueMinor: 0, ordersToRefund: 0 },
    };
    expect(await salesSeenBy(owner)).toEqual(expected);
    expect(await salesSeenBy(manager)).toEqual(expected);
  });

  // Guards: door staff need the counts at the door, but money is the owners' and managers' business.
  it('shows door staff the counts and no money', async () => {
    expect((await salesSeenBy(door))[sold.event.slug]).toEqual({
      ticketsSold: 3,
      capacity: 110,
      revenueMinor: null,
      ordersToRefund: null,
    });
  });

  // Guards: the public and buyers never learn what an event sold or earned.
  it('shows nothing to anyone outside the organization', async () => {
    for (const token of [buyer, undefined]) {
      const res = await api.graphql(EVENT_SALES, { token, variables: { slug: sold.event.slug } });
      expect(dataOf(res).event.sales).toBeNull();
    }
  });

  // Guards: an N+1, a list of twenty events costing twenty sales queries.
  it('costs one statement for the sales of the whole list', async () => {
    const before = statements.length;
    await salesSeenBy(owner);
    const salesStatements = statements.slice(before).filter((s) => /refunded_minor/.test(s));
    expect(salesStatements).toHaveLength(1);
  });
});

describe('a cancelled event', () => {
  // Guards: a cancelled event's ticket types badged "On sale" (its windows still open) and priced "from £15".
  it('says Cancelled on every ticket type, to its team and to the public, and shows no price', async () => {
    const before = await api.graphql(EVENT_SALES, { token: owner, variables: { slug: quiet.event.slug } });
    expect(dataOf(before).event.ticketTypes.map((t) => t.availability)).toEqual(['ON_SALE', 'ON_SALE']);
    const cancelled = await api.graphql(CANCEL, { token: owner, variables: { id: quiet.event.id } });
    expect(dataOf(cancelled).cancelEvent.status).toBe('CANCELLED');
    for (const token of [owner, undefined]) {
      const event = dataOf(await api.graphql(EVENT_SALES, { token, variables: { slug: quiet.event.slug } })).event;
      expect(event.ticketTypes.map((t) => t.availability)).toEqual(['CANCELLED', 'CANCELLED']);
      expect(event.lowestPriceMinor).toBeNull();
    }
  });
});
