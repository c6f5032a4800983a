import { sql, type SQL } from 'drizzle-orm';
import { expect } from 'vitest';
import { TEST_CARDS } from '../modules/payments/simulated/cards.ts';
import { graphql } from './gql/index.ts';
import { dataOf, type GraphQLClient } from './org-fixtures.ts';
import type { TestApi } from './test-api.ts';
import { claimsOf } from './tokens.ts';

export { TEST_CARDS };

export const ORDER_FIELDS = graphql(`
  fragment OrderFields on Order {
    id
    status
    totalMinor
    refundedMinor
    currency
    holdSecondsLeft
    detailsComplete
    claimed
    paymentError
    latePayment
    lines {
      ticketTypeId
      quantity
      unitPriceMinor
      totalMinor
      attendeeNames
    }
    tickets {
      id
      status
      attendeeName
      code
      ticketTypeName
    }
    refunds {
      amountMinor
      status
      ticketCount
      reason
    }
  }
`);

export const RESERVE = graphql(`
  mutation Reserve($eventId: ID!, $input: ReserveInput!) {
    reserveTickets(eventId: $eventId, input: $input) {
      claimToken
      order {
        ...OrderFields
      }
    }
  }
`);

export type Line = { ticketTypeId: string; quantity: number };

export function reserve(
  api: GraphQLClient,
  eventId: string,
  lines: Line[],
  options: { token?: string; unlockCode?: string; admissionToken?: string; headers?: Record<string, string> } = {},
) {
  return api.graphql(RESERVE, {
    ...(options.token ? { token: options.token } : {}),
    ...(options.headers ? { headers: options.headers } : {}),
    variables: {
      eventId,
      input: { lines, unlockCode: options.unlockCode ?? null, admissionToken: options.admissionToken ?? null },
    },
  });
}

const SET_DETAILS = graphql(`
  mutation SetDetails($id: ID!, $input: OrderDetailsInput!) {
    setOrderDetails(id: $id, input: $input) {
      ...OrderFields
    }
  }
`);

/** The details step; the email is the buyer's own (their account's, proven) unless another is given. */
export async function setDetails(
  api: GraphQLClient,
  token: string,
  orderId: string,
  names: string[],
  email = String(claimsOf(token)['email'] ?? 'buyer@example.test'),
) {
  return api.graphql(SET_DETAILS, {
    token,
    variables: { id: orderId, input: { buyerEmail: email, attendeeNames: names } },
  });
}

const START_PAYMENT = graphql(`
  mutation StartPayment($id: ID!) {
    startPayment(id: $id) {
      provider
      clientSecret
      publishableKey
      order {
        ...OrderFields
      }
    }
  }
`);

export async function startPayment(api: GraphQLClient, token: string, orderId: string) {
  return api.graphql(START_PAYMENT, { token, variables: { id: orderId } });
}

/** What the browser's card form sends to the simulated processor. */
export async function confirmCard(api: TestApi, clientSecret: string, number: string) {
  const res = await api.inject({
    method: 'POST',
    url: '/simulated-processor/confirm',
    headers: { 'content-type': 'application/json' },
    payload: { clientSecret, card: { number, expiry: '12 / 34', cvc: '123' } },
  });
  return {
    status: res.statusCode,
    body: res.json() as { status?: string; error?: { message: string; decline_code?: string } },
  };
}

const GET_ORDER = graphql(`
  query GetOrder($id: ID!, $claimToken: String) {
    order(id: $id, claimToken: $claimToken) {
      ...OrderFields
    }
  }
`);

export async function getOrder(api: GraphQLClient, token: string | undefined, id: string, claimToken?: string) {
  return api.graphql(GET_ORDER, { ...(token ? { token } : {}), variables: { id, claimToken: claimToken ?? null } });
}

/** Polls until the order reaches `status` (webhooks arrive a moment after the card succeeds). */
export async function waitForStatus(api: GraphQLClient, token: string, id: string, status: string, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const order = dataOf(await getOrder(api, token, id)).order;
    if (order.status === status) return order;
    if (Date.now() > deadline) expect(order.status).toBe(status);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Reserve, name the places, pay with 4242: the whole buyer's path, returning the paid order. */
export async function buy(api: TestApi, token: string, eventId: string, lines: Line[], email?: string) {
  const { order } = dataOf(await reserve(api, eventId, lines, { token })).reserveTickets;
  const places = lines.reduce((n, l) => n + l.quantity, 0);
  dataOf(
    await setDetails(
      api,
      token,
      order.id,
      Array.from({ length: places }, (_, i) => `Guest ${i + 1}`),
      email,
    ),
  );
  const session = dataOf(await startPayment(api, token, order.id)).startPayment;
  if (session.clientSecret) {
    const confirmed = await confirmCard(api, session.clientSecret, TEST_CARDS.succeeds);
    expect(confirmed.body.status).toBe('succeeded');
  }
  return waitForStatus(api, token, order.id, 'PAID');
}

/** Rows of a raw SQL query, on PGlite and PostgreSQL alike (both answer `{ rows }`). */
export async function rowsOf<T>(api: TestApi, query: SQL): Promise<T[]> {
  return ((await api.database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** A ticket type's quantity_sold, the count every hold and refund moves. */
export async function soldOf(api: TestApi, ticketTypeId: string): Promise<number> {
  const [row] = await rowsOf<{ sold: number }>(
    api,
    sql`select quantity_sold as sold from ticket_types where id = ${ticketTypeId}`,
  );
  return Number(row?.sold);
}

/** What a type's lines still hold (not given back): must always equal its quantity_sold. */
export async function heldOf(api: TestApi, ticketTypeId: string): Promise<number> {
  const [row] = await rowsOf<{ held: number }>(
    api,
    sql`select coalesce(sum(quantity), 0)::int as held from order_lines
        where ticket_type_id = ${ticketTypeId} and released_at is null`,
  );
  return Number(row?.held);
}

/** Ends the holds of an event's reserved orders now, as time would (the hold's clock moved into the past). */
export async function expireHoldsOfEvent(api: TestApi, eventId: string): Promise<void> {
  await api.database.db.execute(sql`
    update order_lines set held_until = now() - interval '1 second'
    where held_until is not null and released_at is null
      and order_id in (select id from orders where event_id = ${eventId} and status = 'RESERVED')`);
  await api.database.db.execute(sql`
    update orders set hold_expires_at = now() - interval '1 second' where event_id = ${eventId} and status = 'RESERVED'`);
}
