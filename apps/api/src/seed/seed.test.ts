import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '../test/gql/index.ts';
import type { DemoEventOrdersQuery } from '../test/gql/graphql.ts';
import { createTestApi, type GraphQLResponse, type TestApi } from '../test/test-api.ts';
import { dataOf, errorOf, present } from '../test/org-fixtures.ts';
import { rowsOf } from '../test/checkout-fixtures.ts';
import { sql } from 'drizzle-orm';
import { DEMO_ORGANIZATIONS } from './demo-catalog.ts';
import { DEMO_PASSWORD } from './demo-accounts.ts';
import { ensureDemoAccounts, seedDemoData } from './seed.ts';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
  await seedDemoData(api.database.db, api.config);
  // Seeding again refreshes the catalogue and its orders instead of duplicating them.
  await seedDemoData(api.database.db, api.config);
  await ensureDemoAccounts(api.config.firebase);
}, 300_000);
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

const SEEDED_ON_SALE = graphql(`
  query SeededOnSale {
    event(slug: "brooklyn-basement-sessions") {
      waitingRoom {
        opensAt
        joiningOpensAt
        joinUrl
      }
    }
  }
`);

describe('the demo data', () => {
  // Guards: npm start shows the waiting room at once: a big on-sale minutes away whose pre-queue is already open.
  it('has an on-sale minutes away behind a waiting room that visitors can join now', async () => {
    const room = present(dataOf(await api.graphql(SEEDED_ON_SALE)).event?.waitingRoom);
    expect(room.joinUrl).toBe('/e/brooklyn-basement-sessions/queue');
    expect(Date.parse(room.opensAt)).toBeGreaterThan(Date.now());
    expect(Date.parse(room.joiningOpensAt)).toBeLessThan(Date.now());
  });

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

const EVENT_FIGURES = graphql(`
  query DemoEventFigures($slug: String!) {
    event(slug: $slug) {
      id
      ticketTypes {
        name
        capacity
        quantitySold
      }
      sales {
        ticketsSold
      }
      checkInLists {
        counts {
          expected
          checkedIn
          byTicketType {
            name
            expected
          }
        }
      }
    }
  }
`);
const EVENT_ORDERS = graphql(`
  query DemoEventOrders($id: ID!, $after: String) {
    eventOrderSearch(eventId: $id, filter: { first: 100, after: $after }) {
      nodes {
        status
        tickets {
          status
        }
      }
      endCursor
    }
  }
`);
const MY_TICKETS = graphql(`
  query DemoAttendeeTickets {
    myTickets {
      id
      code
      status
      event {
        slug
      }
    }
  }
`);
const DOOR_LISTS = graphql(`
  query DemoDoorLists($slug: String!) {
    event(slug: $slug) {
      checkInLists {
        id
      }
    }
  }
`);
const DOOR_SCAN = graphql(`
  mutation DemoDoorScan($input: CheckInInput!) {
    checkIn(input: $input) {
      outcome
    }
  }
`);

/** Every order of the event, page after page of the back office's list. */
async function allOrders(token: string, id: string) {
  const all = [];
  let after: string | null = null;
  do {
    const res: GraphQLResponse<DemoEventOrdersQuery> = await api.graphql(EVENT_ORDERS, {
      token,
      variables: { id, after },
    });
    all.push(...dataOf(res).eventOrderSearch.nodes);
    after = dataOf(res).eventOrderSearch.endCursor ?? null;
  } while (after);
  return all;
}

const signIn = async (email: string) => (await api.emulator.signIn(email, DEMO_PASSWORD)).idToken;
const demoSlugs = DEMO_ORGANIZATIONS.flatMap((o) => o.events.map((e) => e.slug));

describe("the demo's sales", () => {
  it('are real orders, so each event says the same number sold on every screen, refunds left out', async () => {
    const owner = await signIn('owner@admit.test');
    let orders = 0;
    let refunded = 0;
    let checkedIn = 0;
    for (const slug of demoSlugs) {
      const { event } = dataOf(await api.graphql(EVENT_FIGURES, { token: owner, variables: { slug } }));
      const sold = event.ticketTypes.reduce((n, t) => n + (t.quantitySold ?? NaN), 0);
      const eventOrders = await allOrders(owner, event.id);
      const tickets = eventOrders.flatMap((o) => o.tickets);
      // A checked-in ticket is still VALID; a refunded one is VOID.
      const valid = tickets.filter((t) => t.status === 'VALID').length;
      // A pay-later order still waiting for its bank transfer holds its places before any ticket is issued.
      const waiting = await rowsOf<{ name: string; held: number }>(
        api,
        sql`select t.name, l.quantity as held from order_lines l join orders o on o.id = l.order_id
            join ticket_types t on t.id = l.ticket_type_id
            where o.event_id = ${event.id} and o.status = 'RESERVED' and l.released_at is null`,
      );
      const heldOf = (name?: string) =>
        waiting.filter((l) => !name || l.name === name).reduce((n, l) => n + Number(l.held), 0);
      const issued = sold - heldOf();
      const [list] = event.checkInLists;
      const listed = event.sales?.ticketsSold;
      expect({ slug, sold, valid, expected: list?.counts.expected, listed }).toEqual({
        slug,
        sold,
        valid: issued,
        expected: issued,
        listed: issued,
      });
      // Type by type too: the manage page's "sold" is the door's "expected", less the places still on hold.
      const byType = new Map(list?.counts.byTicketType.map((t) => [t.name, t.expected]));
      for (const t of event.ticketTypes)
        expect([slug, t.name, byType.get(t.name)]).toEqual([slug, t.name, (t.quantitySold ?? 0) - heldOf(t.name)]);
      orders += eventOrders.length;
      refunded += tickets.length - valid;
      checkedIn += list?.counts.checkedIn ?? 0;
    }
    // Enough for the back office's screens, with refunds and check-ins among them.
    expect(orders).toBeGreaterThanOrEqual(200);
    expect(refunded).toBeGreaterThan(0);
    expect(checkedIn).toBeGreaterThan(0);
  });

  it('include two pay-later orders on the festival: one waiting, one marked paid by bank transfer', async () => {
    const rows = await rowsOf<{ status: string; method: string | null; tickets: number }>(
      api,
      sql`select o.status, o.payment_method as method, (select count(*)::int from tickets t where t.order_id = o.id) as tickets
          from orders o join events e on e.id = o.event_id
          where e.slug = 'harbour-lights-festival' and o.payment_provider = 'OFFLINE' order by o.status desc`,
    );
    expect(rows).toEqual([
      { status: 'RESERVED', method: null, tickets: 0 },
      { status: 'PAID', method: 'BANK_TRANSFER', tickets: 2 },
    ]);
  });

  it('include a promo code on the festival, some of its orders paid with it at 10% off', async () => {
    const [row] = await rowsOf<{ code: string; uses: number; orders: number; discounted: number }>(
      api,
      sql`select p.code, p.uses,
            (select count(*)::int from orders o where o.promo_code_id = p.id and o.status in ('PAID', 'PARTIALLY_REFUNDED')) as orders,
            (select count(*)::int from order_lines l where l.promo_code_id = p.id and l.unit_price_minor = 2250) as discounted
          from promo_codes p join events e on e.id = p.event_id
          where e.slug = 'harbour-lights-festival' and p.code = 'HARBOUR10'`,
    );
    expect(row).toMatchObject({ code: 'HARBOUR10' });
    expect(row?.orders).toBeGreaterThan(0);
    expect(row?.discounted).toBe(row?.orders);
    expect(row?.uses).toBeGreaterThanOrEqual(row?.orders ?? 0);
  });

  it('give the festival a refund policy its buyers can cancel under (full, until 7 days before)', async () => {
    const [row] = await rowsOf<{ mode: string; days: number; starts_in_days: number }>(
      api,
      sql`select refund_policy_mode as mode, refund_policy_days as days,
            extract(epoch from starts_at - now())::int / 86400 as starts_in_days
          from events where slug = 'harbour-lights-festival'`,
    );
    expect(row).toMatchObject({ mode: 'FULL', days: 7 });
    expect(row?.starts_in_days).toBeGreaterThan(7);
  });

  it('let the festival’s holders pass their tickets on until the day before, the attendee holding some', async () => {
    const [row] = await rowsOf<{ allowed: boolean; hours: number; held: number }>(
      api,
      sql`select e.transfers_allowed as allowed, e.transfer_close_hours as hours,
            (select count(*)::int from tickets t join orders o on o.id = t.order_id join users u on u.id = o.buyer_user_id
              where t.event_id = e.id and t.status = 'VALID' and u.email = 'attendee@admit.test') as held
          from events e where e.slug = 'harbour-lights-festival'`,
    );
    expect(row).toEqual({ allowed: true, hours: 24, held: 2 });
  });

  it('reveal the festival’s hidden crew tickets with CREW-DEMO, a promo code that unlocks them (once an unlock code)', async () => {
    const [row] = await rowsOf<{ mode: string; reveals: boolean; type: string }>(
      api,
      sql`select p.price_mode as mode, p.reveals_hidden as reveals, t.name as type
          from promo_codes p join ticket_types t on t.id = p.ticket_type_ids[1] where p.code = 'CREW-DEMO'`,
    );
    expect(row).toEqual({ mode: 'NONE', reveals: true, type: 'Crew & volunteers' });
  });

  it('keep 10 free General admission places of the festival for the press code, out of the public’s reach', async () => {
    const [row] = await rowsOf<{ summary: string; kept: number }>(
      api,
      sql`select p.price_mode || ' ' || p.price_value || ' ' || p.max_uses as summary, t.reserved_places as kept
          from promo_codes p join ticket_types t on t.id = p.ticket_type_ids[1]
          where p.code = 'PRESS-DEMO' and p.reserves_places`,
    );
    expect(row).toEqual({ summary: 'FIXED_PRICE 0 10', kept: 10 });
  });

  it('give the festival’s sold-out VIP deck a waiting list of three entries, a couple among them, waited for', async () => {
    const rows = await rowsOf<{ quantity: number; status: string; sold_out: boolean; waiting: number; on: boolean }>(
      api,
      sql`select w.quantity, w.status, t.quantity_sold = t.capacity as sold_out, t.waiting_places as waiting,
            e.waiting_list_enabled as on
          from waiting_list_entries w join ticket_types t on t.id = w.ticket_type_id join events e on e.id = w.event_id
          where e.slug = 'harbour-lights-festival' and t.name = 'VIP deck' order by w.waiting_since`,
    );
    const common = { status: 'WAITING', sold_out: true, waiting: 4, on: true };
    expect(rows).toEqual([1, 2, 1].map((quantity) => ({ quantity, ...common })));
  });

  it('include two questions on the festival, every ticket sold online answering the T-shirt size', async () => {
    const questions = await rowsOf<{ label: string; scope: string; show_at_door: boolean; answers: number }>(
      api,
      sql`select q.label, q.scope, q.show_at_door,
            (select count(*)::int from order_answers a where a.question_id = q.id) as answers
          from questions q join events e on e.id = q.event_id
          where e.slug = 'harbour-lights-festival' order by q.position`,
    );
    expect(questions.map((q) => [q.label, q.scope, q.show_at_door])).toEqual([
      ['T-shirt size', 'TICKET', true],
      ['Dietary needs', 'ORDER', false],
    ]);
    expect(questions[0]?.answers).toBeGreaterThan(100);
    expect(questions[1]?.answers).toBeGreaterThan(0);
  });

  it('include a message the owner sent to the festival’s VIP deck holders, every copy sent', async () => {
    const rows = await rowsOf<{ subject: string; status: string; recipients: number; sent: number }>(
      api,
      sql`select m.subject, m.status, m.recipient_count as recipients,
            (select count(*)::int from message_recipients r join mail_outbox o on o.id = r.mail_id
              where r.message_id = m.id and o.sent_at is not null) as sent
          from messages m join events e on e.id = m.event_id where e.slug = 'harbour-lights-festival'`,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ subject: 'The VIP deck opens at 13:30', status: 'QUEUED' });
    expect(rows[0]?.recipients).toBeGreaterThan(0);
    expect(rows[0]?.sent).toBe(rows[0]?.recipients);
  });

  it('hold tickets of attendee@admit.test to two events, one on today, which door@admit.test can scan', async () => {
    const attendee = await signIn('attendee@admit.test');
    const { myTickets } = dataOf(await api.graphql(MY_TICKETS, { token: attendee }));
    expect(new Set(myTickets.map((t) => t.event.slug))).toEqual(
      new Set(['jazz-by-the-docks', 'harbour-lights-festival']),
    );
    const tonight = myTickets.find((t) => t.event.slug === 'jazz-by-the-docks');
    const door = await signIn('door@admit.test');
    const { event } = dataOf(await api.graphql(DOOR_LISTS, { token: door, variables: { slug: 'jazz-by-the-docks' } }));
    const scan = {
      listId: event.checkInLists[0]?.id ?? '',
      code: tonight?.code ?? '',
      nonce: 'seed-test-scan-1',
      deviceId: 'seed-test-device',
      deviceName: 'Door 1',
    };
    const { checkIn } = dataOf(await api.graphql(DOOR_SCAN, { token: door, variables: { input: scan } }));
    expect(checkIn.outcome).toBe('ADMITTED');
  });

  it('show a ticket moved to another type, in the history of its order', async () => {
    const rows = await rowsOf<{ action: string; status: string }>(
      api,
      sql`select a.action, c.status from ticket_changes c
        join audit_log a on a.entity_id = c.ticket_id::text and a.action = 'ticket.type_changed'`,
    );
    expect(rows).toEqual([{ action: 'ticket.type_changed', status: 'DONE' }]);
  });
});
