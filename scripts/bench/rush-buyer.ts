/**
 * One buyer of the rush, as the web checkout goes (apps/web/src/features/checkout): "Get tickets" on the event page
 * signed out (reserveTickets), the checkout page loads the order with the claim token, the buyer signs in and the
 * page claims the order, the details step, "Pay" (startPayment, then the card form's confirm with 4242…), the page
 * follows the order over SSE until it is PAID, and the order page opens. A buyer told SOLD_OUT takes what remains of their
 * type, if any, as a person reading "only 2 left" would; otherwise they leave.
 */
import { errorCode, type Answer, type Client, type GraphQLBody } from './rush-http.ts';

// The web app's documents (its components' graphql() calls, fragments as Apollo sends them, after the operation).
const ORDER_LINES = `fragment OrderLines_order on Order { currency totalMinor refundedMinor
  lines { id ticketTypeName quantity unitPriceMinor totalMinor } }`;
const DETAILS_FORM = `fragment DetailsForm_order on Order { id buyerEmail lines { id ticketTypeName quantity attendeeNames } }`;

export const DOCUMENTS = {
  reserve: `mutation ReserveTickets($eventId: ID!, $input: ReserveInput!) {
    reserveTickets(eventId: $eventId, input: $input) { claimToken order { id status holdSecondsLeft } } }`,
  checkout: `query CheckoutOrder($id: ID!, $claimToken: String) { order(id: $id, claimToken: $claimToken) {
    id status holdSecondsLeft claimed detailsComplete buyerEmail currency totalMinor event { id slug title }
    ...OrderLines_order ...DetailsForm_order } }
    ${ORDER_LINES}
    ${DETAILS_FORM}`,
  claim: `mutation ClaimOrder($id: ID!, $claimToken: String!) {
    claimOrder(id: $id, claimToken: $claimToken) { id status holdSecondsLeft claimed buyerEmail } }`,
  details: `mutation SetOrderDetails($id: ID!, $claimToken: String, $input: OrderDetailsInput!) {
    setOrderDetails(id: $id, claimToken: $claimToken, input: $input) { id status holdSecondsLeft detailsComplete
    ...DetailsForm_order } }
    ${DETAILS_FORM}`,
  pay: `mutation StartPayment($id: ID!) { startPayment(id: $id) { provider clientSecret publishableKey
    order { id status holdSecondsLeft paymentProvider } } }`,
  paid: `subscription OrderPaymentStatus($id: ID!, $claimToken: String) {
    orderChanged(id: $id, claimToken: $claimToken) { __typename id status } }`,
  orderPage: `query OrderPage($id: ID!, $claimToken: String) { order(id: $id, claimToken: $claimToken) {
    id status currency buyerEmail paidAt paymentProvider latePayment createdAt
    event { id slug title venueName startsAt endsAt timeZone }
    ...OrderLines_order
    tickets { id status attendeeName ticketTypeName }
    refunds { id amountMinor status ticketCount createdAt } } }
    ${ORDER_LINES}`,
} as const;

export const SUCCEEDING_CARD = { number: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123' };

export type Buyer = {
  index: number;
  /** Their own address, sent as X-Forwarded-For through the trusted balancer. */
  address: string;
  /** The account they sign in with during checkout. */
  account: { email: string; idToken: string };
  ticketTypeId: string;
  quantity: number;
  /** Behind a waiting room: the pass it gave this buyer's browser, sent with the reserve. */
  admission?: { token: string; browserKey: string };
  /** A promo code the buyer types (RUSH_PROMO_USES); refused as used up, they buy at the full price instead. */
  promoCode?: string;
  /** The card form's confirm at the provider; the simulated processor's (on the instance) when not given. */
  confirmCard?: (clientSecret: string) => Promise<Answer<Confirmed>>;
};

/** What the provider answers the card form's confirm. */
export type Confirmed = { status?: string; error?: { message: string } };

export type Outcome =
  | { kind: 'paid'; tickets: number; paidAt: number }
  | { kind: 'sold out' }
  | { kind: 'failed'; step: string; code: string };

const LATENCIES = [
  'reserve',
  'checkout',
  'claim',
  'details',
  'startPayment',
  'confirm',
  'pay',
  'toPaid',
  'orderPage',
  'order',
] as const;

/** What every buyer adds to: latencies in ms per kind, answers by code, and when the first reserve was sent. */
export type Tally = {
  latency: Record<(typeof LATENCIES)[number], number[]>;
  codes: Map<string, number>;
  soldOutAnswers: number;
  tookWhatRemained: number;
  /** Reserves refused because the promo code was used up (the buyer then reserves without it). */
  promoRefused: number;
  /** Streams opened to learn PAID (one per paid buyer). */
  streams: number;
  firstReserveAt: number | null;
};

export function newTally(): Tally {
  return {
    latency: Object.fromEntries(LATENCIES.map((name) => [name, []])) as unknown as Tally['latency'],
    codes: new Map(),
    soldOutAnswers: 0,
    tookWhatRemained: 0,
    promoRefused: 0,
    streams: 0,
    firstReserveAt: null,
  };
}

const count = (tally: Tally, key: string) => tally.codes.set(key, (tally.codes.get(key) ?? 0) + 1);

/** The steps a buyer goes through, in order; `onStep` hears of each as it ends (the cost measurement's marks). */
export const STEPS = [
  'reserve',
  'checkout',
  'claim',
  'details',
  'startPayment',
  'confirm',
  'paid',
  'orderPage',
] as const;
export type Step = (typeof STEPS)[number];

/** One buyer's journey: who, where, what it adds to, and how a failed answer is counted. */
type Journey = {
  api: Client;
  buyer: Buyer;
  tally: Tally;
  onStep: (step: Step) => Promise<void>;
  failed: (step: string, answer: Answer<GraphQLBody<unknown>>) => Outcome;
};
/** A step's result, or how the journey ended there. */
type Reached<T> = { ok: T } | { end: Outcome };
type Ids = { id: string; claimToken: string };

/** "Get tickets", signed out; told SOLD_OUT, the buyer takes what remains of their type, once. */
async function reserve(j: Journey, eventId: string): Promise<Reached<Ids>> {
  const { api, buyer, tally } = j;
  let quantity = buyer.quantity;
  type Reserved = { reserveTickets: { claimToken: string; order: { id: string } } };
  let reserved: Answer<GraphQLBody<Reserved>> | null = null;
  let promoCode = buyer.promoCode ?? null;
  for (let attempt = 0; attempt < 2 && quantity > 0; attempt++) {
    tally.firstReserveAt ??= performance.now();
    const pass = buyer.admission;
    const input = { lines: [{ ticketTypeId: buyer.ticketTypeId, quantity }], unlockCode: promoCode };
    reserved = await api.mutate<Reserved>(
      buyer.address,
      null,
      'ReserveTickets',
      DOCUMENTS.reserve,
      { eventId, input: pass ? { ...input, admissionToken: pass.token } : input },
      pass ? { 'x-admit-browser': pass.browserKey } : {},
    );
    tally.latency.reserve.push(reserved.ms);
    if (promoCode && reserved.body.errors?.[0]?.extensions?.field === 'unlockCode') {
      // The code is used up: the buyer takes the tickets at their own price (this try is not counted).
      tally.promoRefused++;
      promoCode = null;
      attempt--;
      continue;
    }
    if (errorCode(reserved) !== 'SOLD_OUT') break;
    tally.soldOutAnswers++;
    const left = reserved.body.errors?.[0]?.extensions?.remaining?.find((r) => r.ticketTypeId === buyer.ticketTypeId);
    quantity = attempt === 0 ? Math.min(quantity, left?.remaining ?? 0) : 0;
    if (quantity > 0) tally.tookWhatRemained++;
  }
  await j.onStep('reserve');
  if (!reserved) return { end: { kind: 'sold out' } };
  const code = errorCode(reserved);
  if (code === 'SOLD_OUT') return { end: { kind: 'sold out' } };
  if (code || !reserved.body.data) return { end: j.failed('reserve', reserved) };
  const { claimToken, order } = reserved.body.data.reserveTickets;
  return { ok: { id: order.id, claimToken } };
}

/** The checkout page opens with the claim token; the buyer signs in, the page claims the order, names are given. */
async function claimAndName(j: Journey, ids: Ids): Promise<Reached<null>> {
  const { api, buyer, tally } = j;
  const token = buyer.account.idToken;
  type Opened = { order: { lines: { quantity: number }[] } };
  const opened = await api.query<Opened>(buyer.address, null, 'CheckoutOrder', DOCUMENTS.checkout, ids);
  tally.latency.checkout.push(opened.ms);
  await j.onStep('checkout');
  if (errorCode(opened) || !opened.body.data) return { end: j.failed('checkout', opened) };
  const places = opened.body.data.order.lines.reduce((n, l) => n + l.quantity, 0);
  const claimed = await api.mutate(buyer.address, token, 'ClaimOrder', DOCUMENTS.claim, ids);
  tally.latency.claim.push(claimed.ms);
  await j.onStep('claim');
  if (errorCode(claimed)) return { end: j.failed('claim', claimed) };
  const names = Array.from({ length: places }, (_, i) => `Rush Buyer ${buyer.index} Guest ${i + 1}`);
  const details = await api.mutate(buyer.address, token, 'SetOrderDetails', DOCUMENTS.details, {
    ...ids,
    input: { buyerEmail: buyer.account.email, attendeeNames: names },
  });
  tally.latency.details.push(details.ms);
  await j.onStep('details');
  return errorCode(details) ? { end: j.failed('details', details) } : { ok: null };
}

/** "Pay": the payment session, then the card form's confirm. */
async function pay(j: Journey, ids: Ids): Promise<Reached<null>> {
  const { api, buyer, tally } = j;
  type Session = { startPayment: { provider: string | null; clientSecret: string | null } };
  const session = await api.mutate<Session>(buyer.address, buyer.account.idToken, 'StartPayment', DOCUMENTS.pay, {
    id: ids.id,
  });
  tally.latency.startPayment.push(session.ms);
  await j.onStep('startPayment');
  const clientSecret = session.body.data?.startPayment.clientSecret;
  if (errorCode(session) || !clientSecret) return { end: j.failed('startPayment', session) };
  const confirmed = buyer.confirmCard
    ? await buyer.confirmCard(clientSecret)
    : await api.postJson<Confirmed>(buyer.address, '/simulated-processor/confirm', {
        clientSecret,
        card: SUCCEEDING_CARD,
      });
  tally.latency.confirm.push(confirmed.ms);
  tally.latency.pay.push(session.ms + confirmed.ms);
  await j.onStep('confirm');
  if (confirmed.status === 200 && confirmed.body.status === 'succeeded') return { ok: null };
  const why = `HTTP ${confirmed.status} ${confirmed.body.status ?? confirmed.body.error?.message ?? ''}`.trim();
  count(tally, `confirm: ${why}`);
  return { end: { kind: 'failed', step: 'confirm', code: why } };
}

/**
 * "Payment received — issuing your tickets…": the page follows the order over Server-Sent Events until the webhook
 * has made it PAID (the API pushes it at the commit; nothing polls).
 */
async function untilPaid(j: Journey, ids: Ids, started: number): Promise<Reached<number>> {
  const { api, buyer, tally } = j;
  const confirmedAt = performance.now();
  type Followed = { orderChanged: { status: string } };
  const followed = await api.subscribe<Followed>(buyer.address, buyer.account.idToken, {
    operationName: 'OrderPaymentStatus',
    query: DOCUMENTS.paid,
    variables: ids,
    until: (data) => data.orderChanged.status !== 'RESERVED',
  });
  tally.streams++;
  if (errorCode(followed)) return { end: j.failed('paid', followed) };
  const status = followed.body.data?.orderChanged.status;
  if (status !== 'PAID') {
    count(tally, `paid: ${status ?? 'stream ended'}`);
    return { end: { kind: 'failed', step: 'paid', code: status ?? 'stream ended' } };
  }
  const paidAt = performance.now();
  tally.latency.toPaid.push(paidAt - confirmedAt);
  tally.latency.order.push(paidAt - started);
  await j.onStep('paid');
  return { ok: paidAt };
}

export async function buy(
  api: Client,
  buyer: Buyer,
  eventId: string,
  tally: Tally,
  onStep: (step: Step) => Promise<void> = () => Promise.resolve(),
): Promise<Outcome> {
  const started = performance.now();
  const failed = (step: string, answer: Answer<GraphQLBody<unknown>>): Outcome => {
    const code = errorCode(answer) ?? 'NO_DATA';
    count(tally, `${step}: ${code}`);
    return { kind: 'failed', step, code };
  };
  const j: Journey = { api, buyer, tally, onStep, failed };
  const reserved = await reserve(j, eventId);
  if ('end' in reserved) return reserved.end;
  const ids = reserved.ok;
  const named = await claimAndName(j, ids);
  if ('end' in named) return named.end;
  const paid = await pay(j, ids);
  if ('end' in paid) return paid.end;
  const paidAt = await untilPaid(j, ids, started);
  if ('end' in paidAt) return paidAt.end;

  // Then the order page, with the tickets.
  type Page = { order: { tickets: unknown[] } };
  const page = await api.query<Page>(buyer.address, buyer.account.idToken, 'OrderPage', DOCUMENTS.orderPage, ids);
  tally.latency.orderPage.push(page.ms);
  await onStep('orderPage');
  if (errorCode(page) || !page.body.data) return failed('orderPage', page);
  return { kind: 'paid', tickets: page.body.data.order.tickets.length, paidAt: paidAt.ok };
}
