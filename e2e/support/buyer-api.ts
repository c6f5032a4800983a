/**
 * A paid order made through the API, as the web checkout sends it (reserve, details, payment, the simulated
 * processor's card form with 4242, then waiting for the webhook to mark it paid), so the tickets specs do not
 * depend on the checkout screens (checkout.spec.ts covers those).
 */
import { expect } from '@playwright/test';
import { graphqlCall } from './organizer-api.ts';

export type PaidOrder = { orderId: string; tickets: { id: string; attendeeName: string }[] };

type OrderState = { status: string; tickets: { id: string; attendeeName: string }[] };

type Asked = { id: string; kind: string; required: boolean; scope: string; options: string[] };

/**
 * What a buyer in a hurry answers to the required questions the order asks (the demo festival's T-shirt size):
 * the first option, yes, or a word. Specs about the questions themselves pass their own answers.
 */
function requiredAnswers(questions: readonly Asked[], places: number) {
  return questions
    .filter((q) => q.required)
    .flatMap((q) => {
      const value = q.options[0] ?? (q.kind === 'CONSENT' || q.kind === 'YES_NO' ? 'yes' : 'n/a');
      const at = q.scope === 'TICKET' ? Array.from({ length: places }, (_, i) => i + 1) : [0];
      return at.map((place) => ({ questionId: q.id, place, values: [value] }));
    });
}

/** Buys `attendeeNames.length` places of one ticket type for the signed-in buyer (their ID token). */
export async function buyThroughApi(
  baseURL: string,
  token: string,
  {
    eventId,
    ticketTypeId,
    buyerEmail,
    attendeeNames,
    answers,
  }: {
    eventId: string;
    ticketTypeId: string;
    buyerEmail: string;
    attendeeNames: string[];
    /** Answers to the event's questions (place 0: the order's; 1, 2, …: each ticket's). */
    answers?: { questionId: string; place: number; values: string[] }[];
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
  const { order: held } = await graphqlCall<{ order: { questions: Asked[] } }>(
    baseURL,
    `query($id: ID!) { order(id: $id) { questions { id kind required scope options } } }`,
    { id: orderId },
    token,
  );
  await graphqlCall(
    baseURL,
    `mutation($id: ID!, $claimToken: String, $input: OrderDetailsInput!) {
      setOrderDetails(id: $id, claimToken: $claimToken, input: $input) { id }
    }`,
    {
      id: orderId,
      claimToken: reserveTickets.claimToken,
      input: { buyerEmail, attendeeNames, answers: answers ?? requiredAnswers(held.questions, attendeeNames.length) },
    },
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
