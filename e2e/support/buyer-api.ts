/**
 * A paid order made through the API, as the web checkout sends it (reserve, details, payment, the simulated
 * processor's card form with 4242, then waiting for the webhook to mark it paid), so the tickets specs do not
 * depend on the checkout screens (checkout.spec.ts covers those).
 */
import { expect } from '@playwright/test';
import { graphqlCall } from './organizer-api.ts';

export type PaidOrder = { orderId: string; tickets: { id: string; attendeeName: string }[] };

type OrderState = { status: string; tickets: { id: string; attendeeName: string }[] };

/** Buys `attendeeNames.length` places of one ticket type for the signed-in buyer (their ID token). */
export async function buyThroughApi(
  baseURL: string,
  token: string,
  {
    eventId,
    ticketTypeId,
    buyerEmail,
    attendeeNames,
  }: {
    eventId: string;
    ticketTypeId: string;
    buyerEmail: string;
    attendeeNames: string[];
  },
): Promise<PaidOrder> {
  const { reserveTickets } = await graphqlCall<{ reserveTickets: { claimToken: string; order: { id: string } } }>(
    baseURL,
    `mutation($eventId: ID!, $input: ReserveInput!) {
      reserveTickets(eventId: $eventId, input: $input) { claimToken order { id } }
    }`,
    { eventId, input: { lines: [{ ticketTypeId, quantity: attendeeNames.length }], unlockCode: null } },
    token,
  );
  const orderId = reserveTickets.order.id;
  await graphqlCall(
    baseURL,
    `mutation($id: ID!, $claimToken: String, $input: OrderDetailsInput!) {
      setOrderDetails(id: $id, claimToken: $claimToken, input: $input) { id }
    }`,
    { id: orderId, claimToken: reserveTickets.claimToken, input: { buyerEmail, attendeeNames } },
    token,
  );
  const { startPayment } = await graphqlCall<{ startPayment: { provider: string | null; clientSecret: string } }>(
    baseURL,
    `mutation($id: ID!) { startPayment(id: $id) { provider clientSecret } }`,
    { id: orderId },
    token,
  );
  expect(startPayment.provider).toBe('SIMULATED');
  const confirmed = await fetch(`${baseURL}/simulated-processor/confirm`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      clientSecret: startPayment.clientSecret,
      card: { number: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123' },
    }),
  });
  expect(((await confirmed.json()) as { status?: string }).status).toBe('succeeded');

  // The order is paid by the processor's webhook, a moment after the card succeeded.
  let order: OrderState | undefined;
  await expect
    .poll(
      async () => {
        ({ order } = await graphqlCall<{ order: OrderState }>(
          baseURL,
          `query($id: ID!) { order(id: $id) { status tickets { id attendeeName } } }`,
          { id: orderId },
          token,
        ));
        return order.status;
      },
      { message: `order ${orderId} paid` },
    )
    .toBe('PAID');
  return { orderId, tickets: order?.tickets ?? [] };
}
