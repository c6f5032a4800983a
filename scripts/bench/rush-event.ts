/**
 * The on-sale the rush buys into, set up through GraphQL as an organizer does in the Manage screens: an
 * organization, an event a month away, its ticket types with limited capacity, published; and what it sold.
 */
import pg from 'pg';
import type { Client } from './rush-http.ts';

export type RushTicketType = { id: string; name: string; priceMinor: number; capacity: number };

const ORGANIZER_ADDRESS = '192.0.2.1';

/** Wall-clock "YYYY-MM-DDTHH:mm" in UTC, `days` from now (the event's time zone is Etc/UTC). */
const utcLocal = (days: number, hours = 0) =>
  new Date(Date.now() + days * 86_400_000 + hours * 3_600_000).toISOString().slice(0, 16);

export async function setUpOnSale(
  api: Client,
  organizerToken: string,
  types: { name: string; priceMinor: number; capacity: number }[],
  /** By default a month away with at most 4 per order; the door's benchmark wants it soon, in larger orders. */
  options: { startsInHours?: number; maxPerOrder?: number } = {},
): Promise<{ eventId: string; slug: string; ticketTypes: RushTicketType[] }> {
  const run = async <T>(operationName: string, query: string, variables: object): Promise<T> => {
    const answer = await api.mutate<T>(ORGANIZER_ADDRESS, organizerToken, operationName, query, variables);
    if (answer.body.errors || !answer.body.data) {
      throw new Error(`${operationName}: ${answer.status} ${JSON.stringify(answer.body.errors)}`);
    }
    return answer.body.data;
  };
  const stamp = Date.now().toString(36);
  const { createOrganization: org } = await run<{ createOrganization: { id: string } }>(
    'CreateOrganization',
    `mutation CreateOrganization($input: CreateOrganizationInput!) { createOrganization(input: $input) { id } }`,
    { input: { name: 'Rush Promotions', slug: `rush-${stamp}` } },
  );
  const slug = `the-rush-${stamp}`;
  const { createEvent: event } = await run<{ createEvent: { id: string } }>(
    'CreateEvent',
    `mutation CreateEvent($organizationId: ID!, $input: EventInput!) { createEvent(organizationId: $organizationId, input: $input) { id } }`,
    {
      organizationId: org.id,
      input: {
        title: 'The Rush',
        slug,
        description: 'The on-sale everyone waited for.',
        venueName: 'The Old Harbour',
        venueAddress: '1 Quay Street, Bristol',
        startsAt: options.startsInHours === undefined ? utcLocal(30) : utcLocal(0, options.startsInHours),
        endsAt: options.startsInHours === undefined ? utcLocal(30, 5) : utcLocal(0, options.startsInHours + 5),
        timeZone: 'Etc/UTC',
        currency: 'GBP',
        faq: [],
      },
    },
  );
  const ticketTypes: RushTicketType[] = [];
  for (const [sortOrder, type] of types.entries()) {
    const { createTicketType } = await run<{ createTicketType: { id: string } }>(
      'CreateTicketType',
      `mutation CreateTicketType($eventId: ID!, $input: TicketTypeInput!) { createTicketType(eventId: $eventId, input: $input) { id } }`,
      {
        eventId: event.id,
        input: {
          ...type,
          description: '',
          salesStartAt: null,
          salesEndAt: null,
          minPerOrder: 1,
          maxPerOrder: options.maxPerOrder ?? 4,
          hidden: false,
          sortOrder,
        },
      },
    );
    ticketTypes.push({ id: createTicketType.id, ...type });
  }
  await run('PublishEvent', `mutation PublishEvent($id: ID!) { publishEvent(id: $id) { id status } }`, {
    id: event.id,
  });
  return { eventId: event.id, slug, ticketTypes };
}

export type Sold = {
  types: { name: string; capacity: number; quantity_sold: number }[];
  /** The event's promo codes: uses counted, their limit, and places priced by each in paid orders. */
  promo: { code: string; uses: number; max_uses: number | null; paid_places: number }[];
  /** Valid tickets issued for the event. */
  issued: number;
  orders: { status: string; n: number }[];
};

/** What the on-sale sold, read from the database itself. */
export async function whatWasSold(databaseUrl: string, eventId: string): Promise<Sold> {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const types = await db.query<Sold['types'][number]>(
      'select name, capacity, quantity_sold from ticket_types where event_id = $1 order by sort_order',
      [eventId],
    );
    const issued = await db.query<{ n: number }>(
      `select count(*)::int as n from tickets where event_id = $1 and status = 'VALID'`,
      [eventId],
    );
    const orders = await db.query<Sold['orders'][number]>(
      'select status, count(*)::int as n from orders where event_id = $1 group by status order by status',
      [eventId],
    );
    const promo = await db.query<Sold['promo'][number]>(
      `select p.code, p.uses, p.max_uses,
         (select coalesce(sum(l.quantity), 0)::int from order_lines l join orders o on o.id = l.order_id
           where l.promo_code_id = p.id and o.status = 'PAID') as paid_places
       from promo_codes p where p.event_id = $1 order by p.code`,
      [eventId],
    );
    return { types: types.rows, issued: issued.rows[0]?.n ?? 0, orders: orders.rows, promo: promo.rows };
  } finally {
    await db.end();
  }
}

/** A promo code of the on-sale's: 10% off every type, `uses` tickets in all (RUSH_PROMO_USES). */
export async function createRushPromoCode(api: Client, organizerToken: string, eventId: string, uses: number) {
  const answer = await api.mutate<{ createPromoCode: { code: string } }>(
    ORGANIZER_ADDRESS,
    organizerToken,
    'CreatePromoCode',
    `mutation CreatePromoCode($eventId: ID!, $input: PromoCodeInput!) { createPromoCode(eventId: $eventId, input: $input) { code } }`,
    {
      eventId,
      input: {
        code: 'RUSH-TEN',
        priceMode: 'PERCENT_OFF',
        priceValue: 10,
        revealsHidden: false,
        ticketTypeIds: [],
        validFrom: null,
        validUntil: null,
        maxUses: uses,
        maxUsesPerOrder: null,
        minQuantity: 1,
      },
    },
  );
  if (answer.body.errors || !answer.body.data)
    throw new Error(`CreatePromoCode: ${JSON.stringify(answer.body.errors)}`);
  return answer.body.data.createPromoCode.code;
}
