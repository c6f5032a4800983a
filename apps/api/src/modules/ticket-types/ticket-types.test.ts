import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../../test/test-api.ts';
import { events } from '../events/tables.ts';
import { duringUncommitted, untilBlockedOrAnswered } from '../../test/uncommitted.ts';
import {
  CREATE_TICKET_TYPE,
  createEvent,
  createOrganization,
  createTicketType,
  dataOf,
  errorOf,
  eventInput,
  publishedEvent,
  present,
  ticketTypeInput,
  utcLocal,
  createHiddenType,
} from '../../test/org-fixtures.ts';
import { graphql } from '../../test/gql/index.ts';
import { ticketTypes } from './tables.ts';

const TICKETS = graphql(`
  query Tickets($slug: String!, $code: String) {
    event(slug: $slug) {
      lowestPriceMinor
      ticketTypes(unlockCode: $code) {
        name
        priceMinor
        availability
        salesStartAtLocal
        capacity
        hidden
      }
    }
  }
`);

/** The event's ticket types as `token` (or a visitor) sees them. */
async function ticketsOf(variables: { slug: string; code?: string }, token?: string) {
  return present(dataOf(await api.graphql(TICKETS, { token, variables })).event);
}

const DELETE = graphql(`
  mutation DeleteTicketType($id: ID!) {
    deleteTicketType(id: $id)
  }
`);
const UPDATE_EVENT = graphql(`
  mutation ChangeEventCurrency($id: ID!, $input: EventInput!) {
    updateEvent(id: $id, input: $input) {
      currency
    }
  }
`);
const UPDATE_TYPE = graphql(`
  mutation UpdateTicketType($id: ID!, $i: TicketTypeInput!) {
    updateTicketType(id: $id, input: $i) {
      id
      availability
    }
  }
`);

/**
 * Sends `second` while `first` is inside its transaction, past its read of the event and stopped at its
 * write to ticket_types (held there by a SHARE lock on the table), then lets `first` go on. On PostgreSQL
 * that puts `second` exactly between `first`'s check and its commit. PGlite has one connection and cannot
 * interleave, so there the two run one after the other: the sequential case.
 */
async function duringTicketTypeWrite<A, B>(first: () => Promise<A>, second: () => Promise<B>): Promise<[A, B]> {
  if (api.database.kind === 'pglite') {
    const a = await first();
    return [a, await second()];
  }
  let release = (): void => undefined;
  let locked = (): void => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  const taken = new Promise<void>((resolve) => (locked = resolve));
  const holder = api.database.db.transaction(async (tx) => {
    await tx.execute(sql`lock table ${ticketTypes} in share mode`);
    locked();
    await held;
  });
  await Promise.race([taken, holder]);
  const a = first();
  // first waits at its write, behind the table lock; then second is sent, and waits too, or answers.
  await untilBlockedOrAnswered(api.database.db, [a], 1);
  const b = second();
  await untilBlockedOrAnswered(api.database.db, [b], 2);
  release();
  await holder;
  return Promise.all([a, b]);
}

let api: TestApi;
let owner: string;
let event: { id: string; slug: string };

beforeAll(async () => {
  api = await createTestApi();
  owner = (await api.newAccount('owner')).idToken;
  ({ event } = await publishedEvent(api, owner));
  // The fixture's first type ("General admission", 1500) is on sale. Add one of every other state.
  await createTicketType(api, owner, event.id, { name: 'Early bird', priceMinor: 900, salesEndAt: utcLocal(-1) });
  await createTicketType(api, owner, event.id, { name: 'Late release', priceMinor: 2500, salesStartAt: utcLocal(3) });
  const soldOut = await createTicketType(api, owner, event.id, { name: 'Front row', priceMinor: 4000, capacity: 2 });
  // Orders come in a later issue; until then the counter is set directly.
  await api.database.db.update(ticketTypes).set({ quantitySold: 2 }).where(eq(ticketTypes.id, soldOut.id));
  await createHiddenType(api, owner, event.id, 'CREW-2031', { name: 'Crew', priceMinor: 0, sortOrder: 9 });
});
afterAll(() => api.close());

describe('ticket types', () => {
  it('shows visitors each visible type with its price and availability, and hides stock and codes', async () => {
    const res = await ticketsOf({ slug: event.slug });
    const byName = Object.fromEntries(res.ticketTypes.map((t) => [t.name, t]));
    expect(Object.keys(byName).sort()).toEqual(['Early bird', 'Front row', 'General admission', 'Late release']);
    expect(byName['General admission']).toMatchObject({ availability: 'ON_SALE', priceMinor: 1500, capacity: null });
    expect(byName['Early bird']?.availability).toBe('SALES_ENDED');
    expect(byName['Late release']?.availability).toBe('NOT_YET_ON_SALE');
    expect(byName['Front row']?.availability).toBe('SOLD_OUT');
    // Ended sales do not count towards "from" prices; sold out ones still show what a ticket costs.
    expect(res.lowestPriceMinor).toBe(1500);
  });

  it('reveals a hidden type to the promo code that unlocks it only, in any letter case', async () => {
    const wrong = await ticketsOf({ slug: event.slug, code: 'nope' });
    expect(wrong.ticketTypes.map((t) => t.name)).not.toContain('Crew');
    const right = await ticketsOf({ slug: event.slug, code: 'crew-2031' });
    expect(right.ticketTypes.find((t) => t.name === 'Crew')).toMatchObject({ priceMinor: 0, capacity: null });
  });

  it('shows the team every type with stock, hidden ones included', async () => {
    const res = await ticketsOf({ slug: event.slug }, owner);
    expect(res.ticketTypes.find((t) => t.name === 'Crew')).toMatchObject({ capacity: 100, hidden: true });
  });

  it.each([
    ['priceMinor', { priceMinor: -1 }, /negative/],
    ['priceMinor', { priceMinor: 12.5 }, /non-integer/],
    ['capacity', { capacity: 0 }, /at least one/],
    ['maxPerOrder', { minPerOrder: 5, maxPerOrder: 2 }, /at least the minimum/],
    ['salesEndAt', { salesStartAt: '2031-02-02T10:00', salesEndAt: '2031-02-01T10:00' }, /close after/],
    ['name', { name: '' }, /Name the ticket type/],
  ])('refuses a bad %s with BAD_USER_INPUT naming the field', async (field, overrides, message) => {
    const res = await api.graphql(CREATE_TICKET_TYPE, {
      token: owner,
      variables: { eventId: event.id, input: ticketTypeInput(overrides) },
    });
    expect(errorOf(res)).toMatchObject({ code: 'BAD_USER_INPUT', field, message: expect.stringMatching(message) });
  });

  it('edits a type, and will not shrink capacity below what is sold or delete a type with sales', async () => {
    const [frontRow] = await api.database.db.select().from(ticketTypes).where(eq(ticketTypes.name, 'Front row'));
    if (!frontRow) throw new Error('missing Front row');
    const shrink = await api.graphql(UPDATE_TYPE, {
      token: owner,
      variables: { id: frontRow.id, i: ticketTypeInput({ name: 'Front row', capacity: 1 }) },
    });
    expect(errorOf(shrink)).toMatchObject({ code: 'BAD_USER_INPUT', field: 'capacity' });

    const grow = await api.graphql(UPDATE_TYPE, {
      token: owner,
      variables: { id: frontRow.id, i: ticketTypeInput({ name: 'Front row', capacity: 4 }) },
    });
    expect(dataOf(grow).updateTicketType.availability).toBe('ON_SALE');

    const del = await api.graphql(DELETE, { token: owner, variables: { id: frontRow.id } });
    expect(errorOf(del).code).toBe('CONFLICT');
    const spare = await createTicketType(api, owner, event.id, { name: 'Spare' });
    const ok = await api.graphql(DELETE, { token: owner, variables: { id: spare.id } });
    expect(dataOf(ok).deleteTicketType).toBe(true);
  });

  it('keeps a published event sellable: its last ticket type cannot be deleted', async () => {
    const { event: solo, ticketType } = await publishedEvent(api, owner);
    const res = await api.graphql(DELETE, { token: owner, variables: { id: ticketType.id } });
    expect(errorOf(res)).toMatchObject({
      code: 'CONFLICT',
      message: expect.stringMatching(/at least one ticket type/),
    });
    const left = await api.database.db.select().from(ticketTypes).where(eq(ticketTypes.eventId, solo.id));
    expect(left.map((t) => t.id)).toEqual([ticketType.id]);
  });

  it('adds nothing to an event cancelled while the type was being added', async () => {
    const org = await createOrganization(api, owner);
    const draft = await createEvent(api, owner, org.id);
    const res = await duringUncommitted(
      api.database,
      (tx) => tx.update(events).set({ status: 'CANCELLED' }).where(eq(events.id, draft.id)),
      () =>
        api.graphql(CREATE_TICKET_TYPE, { token: owner, variables: { eventId: draft.id, input: ticketTypeInput() } }),
    );
    expect(errorOf(res)).toMatchObject({ code: 'CONFLICT', message: expect.stringMatching(/cancelled/) });
    expect(await api.database.db.select().from(ticketTypes).where(eq(ticketTypes.eventId, draft.id))).toEqual([]);
  });

  it('prices no type in a currency the event is leaving: a currency change waits for a type being added, then is refused', async () => {
    const org = await createOrganization(api, owner);
    const draft = await createEvent(api, owner, org.id, { currency: 'GBP' });
    const [created, changed] = await duringTicketTypeWrite(
      () =>
        api.graphql(CREATE_TICKET_TYPE, { token: owner, variables: { eventId: draft.id, input: ticketTypeInput() } }),
      () =>
        api.graphql(UPDATE_EVENT, {
          token: owner,
          variables: { id: draft.id, input: eventInput({ slug: draft.slug, currency: 'EUR' }) },
        }),
    );
    dataOf(created);
    expect(errorOf(changed)).toMatchObject({ code: 'BAD_USER_INPUT', field: 'currency' });
    const [row] = await api.database.db.select().from(events).where(eq(events.id, draft.id));
    expect(row?.currency).toBe('GBP');
  });

  it('keeps the last type of an event published while it was being deleted', async () => {
    const org = await createOrganization(api, owner);
    const draft = await createEvent(api, owner, org.id);
    const only = await createTicketType(api, owner, draft.id);
    // A publish counts the event's types under its lock, finds this one, and has not committed yet.
    const res = await duringUncommitted(
      api.database,
      (tx) => tx.update(events).set({ status: 'PUBLISHED', publishedAt: new Date() }).where(eq(events.id, draft.id)),
      () => api.graphql(DELETE, { token: owner, variables: { id: only.id } }),
    );
    expect(errorOf(res)).toMatchObject({
      code: 'CONFLICT',
      message: expect.stringMatching(/at least one ticket type/),
    });
    const left = await api.database.db.select().from(ticketTypes).where(eq(ticketTypes.eventId, draft.id));
    expect(left.map((t) => t.id)).toEqual([only.id]);
  });
});
