import { randomBytes } from 'node:crypto';
import { askedPlaces, type OrderDetailsInput } from '@admit/shared';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { listsOfEvent, checkIn } from '../modules/checkin/service.ts';
import { cancelEvent } from '../modules/events/service.ts';
import { runEventCancellationNow } from '../modules/bulk-actions/service.ts';
import { sendMessageBatch } from '../modules/messages/sending.ts';
import { sendMessage } from '../modules/messages/service.ts';
import { upsertUserByFirebaseUid } from '../modules/identity/repo.ts';
import { outbox } from '../modules/mail/tables.ts';
import type { UserRow } from '../modules/identity/tables.ts';
import { renameAttendee } from '../modules/order-detail/edits.ts';
import { changeTicketType } from '../modules/order-detail/type-change.ts';
import { markOrderPaidOffline } from '../modules/staff-orders/mark-paid.ts';
import { reserveForBuyer } from '../modules/staff-orders/service.ts';
import { markOrderPaid } from '../modules/orders/payment-outcomes.ts';
import { findOrderById } from '../modules/orders/repo.ts';
import { reserveTickets, setOrderDetails, startPayment } from '../modules/orders/service.ts';
import type { OrderRow } from '../modules/orders/tables.ts';
import { splitClientSecret } from '../modules/payments/simulated/processor.ts';
import { refundOrder } from '../modules/refunds/service.ts';
import { findTicketsByOrderIds } from '../modules/tickets/repo.ts';
import { findTicketTypesByEventIds } from '../modules/ticket-types/repo.ts';
import type { TicketTypeRow } from '../modules/ticket-types/tables.ts';
import { findQuestionsOfEvent } from '../modules/questions/repo.ts';
import type { QuestionRow } from '../modules/questions/tables.ts';
import type { DemoEvent } from './demo-catalog.ts';
import { demoEmail, demoPerson, pick, seededRandom } from './demo-people.ts';
import type { DemoStage } from './demo-scope.ts';

/** How many people buy the demo's tickets; each buys for several events. */
const BUYERS = 90;
/** Places per order, drawn from this list: pairs and groups, some alone. */
const ORDER_SIZES = [1, 2, 2, 2, 3, 4, 4, 5, 6] as const;

/** The demo's cast: its buyers (accounts no one signs in to) and the accounts people sign in as. */
export type DemoCast = { buyers: UserRow[]; attendee: UserRow; owner: UserRow; door: UserRow };

/** The demo's buyers, as users: each has an account (buying needs one), never a Firebase sign-in. */
export async function demoBuyers(db: Db): Promise<UserRow[]> {
  const random = seededRandom(2024);
  const buyers: UserRow[] = [];
  for (let n = 1; n <= BUYERS; n++) {
    const person = demoPerson(random);
    buyers.push(
      await upsertUserByFirebaseUid(db, {
        firebaseUid: `demo-buyer-${n}`,
        email: demoEmail(person, n),
        emailVerified: true,
        displayName: person.fullName,
        phoneNumber: null,
      }),
    );
  }
  return buyers;
}

/** Reserve, name the places, pay: the buyer's path through checkout's services, with the simulated processor's 4242. */
async function buy(
  stage: DemoStage,
  buyer: UserRow,
  eventId: string,
  line: { ticketTypeId: string; quantity: number },
  names: string[],
  promoCode: string | null = null,
  answers: AnswerInput[] = [],
): Promise<OrderRow> {
  const scope = stage.as(buyer);
  const { order } = await reserveTickets(scope, eventId, { lines: [line], unlockCode: promoCode });
  await setOrderDetails(scope, order.id, null, { buyerEmail: buyer.email, attendeeNames: names, answers });
  const session = await startPayment(scope, order.id);
  // A free order is paid by startPayment itself.
  if (session.order.status === 'PAID' || !session.clientSecret) return session.order;
  const intent = splitClientSecret(session.clientSecret);
  if (!intent) throw new Error('the simulated processor gave an unexpected client secret');
  // What the card form's confirm with 4242 records; the payment's outcome is then delivered here, in-process, by
  // the call the webhook handler makes, rather than by a webhook that would arrive after the seed has committed.
  await stage.intents.transition(intent.intentId, intent.secret, ['requires_payment_method'], { status: 'succeeded' });
  const paid = await markOrderPaid(stage.backends, order.id, {
    provider: 'SIMULATED',
    paymentIntentId: intent.intentId,
    amount: order.totalMinor,
    currency: order.currency,
  });
  return paid.order;
}

type Sale = { order: OrderRow; soldOut: boolean; attendee: boolean };
type AnswerInput = NonNullable<OrderDetailsInput['answers']>[number];

/** A demo buyer's answers: a pick of a choice's options, or of the catalogue's sample words for a text. */
function demoAnswers(
  demo: DemoEvent,
  questions: QuestionRow[],
  placeTypes: string[],
  random: () => number,
): AnswerInput[] {
  return questions.flatMap((q) => {
    const samples = demo.questions?.find((d) => d.label === q.label)?.samples ?? [];
    return askedPlaces(q, placeTypes).map((place) => {
      const value = q.options.length > 0 ? pick(random, q.options) : samples.length > 0 ? pick(random, samples) : '';
      return { questionId: q.id, place, values: value ? [value] : [] };
    });
  });
}

/**
 * Sells each type's planned tickets as orders of a few places, each from a buyer with their guests named; the
 * attendee account's order comes first. Returns the orders in the order they were made.
 */
async function sellTickets(
  stage: DemoStage,
  cast: DemoCast,
  event: { id: string; demo: DemoEvent; types: TicketTypeRow[] },
  random: () => number,
): Promise<Sale[]> {
  const sales: Sale[] = [];
  const questions = await findQuestionsOfEvent(stage.backends.db, event.id);
  // Answers draw from a stream of their own, so the rest of the demo (sizes, names) is what it was without them.
  const answerRandom = seededRandom(event.id.length * 7919);
  let attendeeLeft = event.demo.attendeeTickets ?? 0;
  for (const [index, planned] of event.demo.ticketTypes.entries()) {
    const type = event.types[index];
    if (!type || !planned.sold) continue;
    const soldOut = planned.sold >= type.capacity;
    let promoLeft = event.demo.promoCode ? (planned.promoOrders ?? 0) : 0;
    for (let left = planned.sold; left > 0;) {
      const attendee = attendeeLeft > 0;
      const buyer = attendee ? cast.attendee : pick(random, cast.buyers);
      const size = attendee ? attendeeLeft : pick(random, ORDER_SIZES);
      const quantity = Math.min(size, left, type.maxPerOrder);
      const guests = Array.from({ length: quantity - 1 }, () => demoPerson(random).fullName);
      const names = [buyer.displayName ?? 'Guest', ...guests];
      const code = !attendee && promoLeft-- > 0 ? (event.demo.promoCode?.code ?? null) : null;
      const answers = demoAnswers(event.demo, questions, Array<string>(quantity).fill(type.id), answerRandom);
      const order = await buy(stage, buyer, event.id, { ticketTypeId: type.id, quantity }, names, code, answers);
      sales.push({ order, soldOut, attendee });
      attendeeLeft = 0;
      left -= quantity;
    }
  }
  return sales;
}

/** The owner refunds a few orders, as from the order page: the first only one of its tickets when it has more. */
async function refundSome(stage: DemoStage, cast: DemoCast, sales: Sale[], count: number): Promise<void> {
  const owner = stage.as(cast.owner);
  const refundable = sales.filter((s) => !s.soldOut && !s.attendee).slice(-count);
  for (const [i, { order }] of refundable.entries()) {
    const tickets = await findTicketsByOrderIds(stage.backends.db, [order.id]);
    const first = tickets[0];
    const partly = i === 0 && tickets.length > 1 && first ? [first.id] : null;
    await refundOrder(owner, order.id, partly);
  }
}

/**
 * The owner corrects one attendee's name from the order's page, so the demo's order history shows a change with
 * who made it and the name before and after. The same service and audit record as the back office's.
 */
async function renameOne(stage: DemoStage, cast: DemoCast, sales: Sale[]): Promise<void> {
  const sale = sales.find((s) => !s.soldOut && !s.attendee);
  const order = sale && (await findOrderById(stage.backends.db, sale.order.id));
  const [ticket] = order ? await findTicketsByOrderIds(stage.backends.db, [order.id]) : [];
  if (!order || !ticket || ticket.status !== 'VALID') return;
  const input = {
    orderId: order.id,
    expectedVersion: order.updatedAt.toISOString(),
    idempotencyKey: `demo-${order.id}`,
  };
  await renameAttendee(stage.as(cast.owner), input, ticket.id, ticket.attendeeName.replace(/^(\S+)/, '$1 J.'));
}

/**
 * The owner moves one ticket to a type no dearer from the order page (done at once, the difference refunded), so
 * the demo's order shows a type change in its history. A change to a dearer type would hold a place no ticket has
 * yet, and the demo's figures are kept to "sold is what the door expects".
 */
async function changeOneType(stage: DemoStage, cast: DemoCast, sales: Sale[], types: TicketTypeRow[]) {
  const sale = sales.filter((s) => !s.soldOut && !s.attendee)[1];
  const order = sale && (await findOrderById(stage.backends.db, sale.order.id));
  const [ticket] = order ? await findTicketsByOrderIds(stage.backends.db, [order.id]) : [];
  const from = types.find((t) => t.id === ticket?.ticketTypeId);
  if (!order || !ticket || !from || ticket.status !== 'VALID') return;
  const to = types
    .filter((t) => t.id !== from.id && t.quantitySold < t.capacity && t.priceMinor <= from.priceMinor)
    .sort((a, b) => b.priceMinor - a.priceMinor)[0];
  if (!to) return;
  const input = {
    orderId: order.id,
    expectedVersion: order.updatedAt.toISOString(),
    idempotencyKey: `demo-type-${order.id}`,
  };
  await changeTicketType(stage.as(cast.owner), input, ticket.id, to.id);
}

/**
 * Two pay-later orders the owner reserved from the back office for buyers paying by bank transfer: one still
 * waiting (a hold of days), one marked paid with the transfer's reference, its tickets issued. The same services
 * and audit records as the back office's.
 */
async function reserveForLater(stage: DemoStage, cast: DemoCast, eventId: string, types: TicketTypeRow[]) {
  const owner = stage.as(cast.owner);
  const type = types.find((t) => !t.hidden && t.priceMinor > 0 && t.quantitySold + 4 <= t.capacity);
  if (!type) return;
  const reserve = (buyerName: string, buyerEmail: string) =>
    reserveForBuyer(owner, {
      eventId,
      lines: [{ ticketTypeId: type.id, quantity: 2 }],
      buyerEmail,
      buyerName,
      payWithinDays: 7,
      idempotencyKey: `demo-pay-later-${buyerEmail}`,
    });
  await reserve('Lucía Fernández', 'lucia.fernandez@example.com');
  const paid = await reserve('Tom Becker', 'tom.becker@example.com');
  const input = { orderId: paid.id, expectedVersion: paid.version, idempotencyKey: `demo-paid-${paid.id}` };
  await markOrderPaidOffline(owner, input, 'BANK_TRANSFER', 'SEPA 2026-0042');
}

/** Door staff let some of the event's valid tickets in, as the scanner does; the attendee account's stay unscanned. */
async function checkInSome(stage: DemoStage, cast: DemoCast, eventId: string, sales: Sale[], count: number) {
  const door = stage.as(cast.door);
  const [list] = await listsOfEvent(door, eventId);
  if (!list) throw new Error('the event has no check-in list');
  const others = sales.filter((s) => !s.attendee).map((s) => s.order.id);
  const tickets = (await findTicketsByOrderIds(stage.backends.db, others)).filter((t) => t.status === 'VALID');
  for (const ticket of tickets.slice(0, count)) {
    await checkIn(door, {
      listId: list.id,
      code: ticket.code,
      kind: 'ENTRY',
      nonce: `demo${randomBytes(9).toString('base64url')}`,
      deviceId: 'demo-door-1',
      deviceName: 'Door 1',
      shownOutcome: 'ADMITTED',
    });
  }
}

/**
 * An event's history of sales, made through the services everyone's requests use, so every screen's figures agree:
 * orders paid, some refunded, some tickets checked in; a cancelled event is cancelled by its owner, which refunds
 * everyone. The event must be on sale while this runs (the loader puts it in its final state afterwards).
 */
export async function sellDemoEvent(
  stage: DemoStage,
  cast: DemoCast,
  event: { id: string; demo: DemoEvent; types: TicketTypeRow[] },
): Promise<void> {
  const random = seededRandom([...event.demo.slug].reduce((n, c) => n * 31 + c.charCodeAt(0), 7));
  const sales = await sellTickets(stage, cast, event, random);
  if (event.demo.refundedOrders) await refundSome(stage, cast, sales, event.demo.refundedOrders);
  if (event.demo.refundedOrders) await renameOne(stage, cast, sales);
  if (event.demo.refundedOrders)
    await changeOneType(stage, cast, sales, await findTicketTypesByEventIds(stage.backends.db, [event.id]));
  if (event.demo.payLaterOrders)
    await reserveForLater(stage, cast, event.id, await findTicketTypesByEventIds(stage.backends.db, [event.id]));
  if (event.demo.checkIns) await checkInSome(stage, cast, event.id, sales, event.demo.checkIns);
  if (event.demo.message) await sendDemoMessage(stage, cast, event.id, event.demo.message);
  if (event.demo.status === 'CANCELLED') {
    await cancelEvent(stage.as(cast.owner), event.id);
    // The cancel queues its refunds as jobs; the seed's queue takes none, so they run here.
    await runEventCancellationNow(stage.backends, event.id);
  }
}

/**
 * The owner's message to one type's holders, sent as an organizer sends it; the seed's queue takes no jobs, so its
 * batches are written here (and its mails marked sent with the seed's other mail).
 */
async function sendDemoMessage(
  stage: DemoStage,
  cast: DemoCast,
  eventId: string,
  message: NonNullable<DemoEvent['message']>,
): Promise<void> {
  const type = (await findTicketTypesByEventIds(stage.backends.db, [eventId])).find(
    (t) => t.name === message.ticketType,
  );
  if (!type) return;
  const recipients = { audience: 'TICKET_TYPES' as const, ticketTypeIds: [type.id] };
  const sent = await sendMessage(stage.as(cast.owner), eventId, { ...message, recipients }, null);
  while ((await sendMessageBatch(stage.backends, sent.id)) > 0);
}

/**
 * The seed's mail, marked sent without sending: every outbox row its transaction wrote (confirmations, refunds).
 * In PostgreSQL now() is the transaction's start, which is also the created_at of every row written in it, so
 * this touches the seed's own rows and none of anyone else's.
 */
export async function quietenSeededMail(db: Db): Promise<void> {
  await db
    .update(outbox)
    .set({ sentAt: sql`now()` })
    .where(and(isNull(outbox.sentAt), eq(outbox.createdAt, sql`now()`)));
}
