import { randomBytes } from 'node:crypto';
import {
  lineTotalMinor,
  orderDetailsSchema,
  reserveInputSchema,
  sumMinor,
  ticketAvailability,
  formatEventDateTime,
} from '@admit/shared';
import {
  badUserInput,
  conflict,
  holdExpired,
  notFound,
  saleClosed,
  saleNotOpen,
  soldOut,
} from '../../common/errors.ts';
import type { Backends, RequestScope } from '../../common/scope.ts';
import { parseInput } from '../../common/validation.ts';
import type { Db } from '../../db/client.ts';
import { retryingConflicts } from '../../db/errors.ts';
import { assertMayTryCode, countAttempt, countAttemptFor, countWrongCode } from '../../rate-limits/attempts.ts';
import type { EventRow } from '../events/tables.ts';
import { requireViewer } from '../identity/access.ts';
import { normalAddress } from '../mail/addresses.ts';
import { findTicketTypesByIds } from '../ticket-types/repo.ts';
import type { TicketTypeRow } from '../ticket-types/tables.ts';
import { accessOrder, accessOwnOrder, hashClaimToken, type OrderKeys } from './access.ts';
import { searchTextNow } from './list-fields.ts';
import { markOrderPaid } from './payment-outcomes.ts';
import type { OrderView } from './presenter.ts';
import { judgeAnswers } from './answers.ts';
import { replaceAnswers } from './answers-repo.ts';
import * as repo from './repo.ts';
import type { OrderLineRow, OrderRow } from './tables.ts';
import { inLockOrder } from '../../db/lock-order.ts';
import { admissionOf, requireAdmission, type Admission } from '../waiting-room/admission.ts';
import { hashBrowserKey } from '../waiting-room/passes.ts';
import type { WaitingRoomRow } from '../waiting-room/tables.ts';
import { findPromoCode, takeUses } from '../promo-codes/repo.ts';
import { covers, priceWithCode, reveals, standingOf, type PricedLine } from '../promo-codes/standing.ts';
import type { PromoCodeRow } from '../promo-codes/tables.ts';

/** Thrown inside the reservation's transaction to roll it back when a type ran short; carries which. */
class ShortOf extends Error {
  readonly ticketTypeIds: string[];
  constructor(ticketTypeIds: string[]) {
    super('not enough places');
    this.ticketTypeIds = ticketTypeIds;
  }
}

/** A line of a hold; staff name its places as they reserve (the public shop names them at the details step). */
type Line = { ticketTypeId: string; quantity: number; attendeeNames?: string[] };

/** A hidden type asked for with a code that does not unlock it: counted as a wrong code, like the event page's. */
class WrongUnlockCode extends Error {}

/** A code that is no promo code of the event: counted as a guess, and refused on its field. */
class UnknownCode extends Error {}

/**
 * The promo code typed, read in the hold's transaction (hidden types are revealed by such codes too). A code that is
 * none of the event's is refused (never silently ignored: the buyer would pay a price they did not expect, and a
 * guesser would learn which codes exist from which are refused).
 */
async function promoOf(tx: Db, plan: HoldPlan): Promise<PromoCodeRow | null> {
  if (!plan.code || plan.byStaff) return null;
  const promo = await findPromoCode(tx, plan.eventId, plan.code);
  if (promo) return promo;
  throw new UnknownCode();
}

/**
 * The rules a hold checks against each type, before any place is taken (under the event's share lock). Staff
 * reserving for a buyer (a pay-later order) are bound by capacity only: the sale window, hidden types and the
 * per-order limits are the public shop's rules, and a box office sells before, after and beyond them.
 */
function checkLine(line: Line, type: TicketTypeRow | undefined, event: EventRow, plan: HoldPlan, now: Date) {
  const { code, promo } = plan;
  if (!type || type.eventId !== event.id) throw notAvailable();
  // An offer to a waiting list's entry is for the places it waited for: a hidden type, or per-order limits changed
  // since it joined, never strand it (the round checked the sale window itself).
  if (plan.byStaff || plan.forWaitingList) return;
  const revealed = !!promo && standingOf(promo, now) === 'VALID' && reveals(promo, type.id);
  // A hidden type without its code is indistinguishable from one that does not exist.
  if (type.hidden && !revealed) {
    if (code) throw new WrongUnlockCode();
    throw notAvailable();
  }
  const availability = ticketAvailability(type, event.endsAt, now);
  if (availability === 'NOT_YET_ON_SALE' && type.salesStartAt) {
    throw saleNotOpen(`${type.name} goes on sale ${formatEventDateTime(type.salesStartAt, event.timeZone)}.`);
  }
  if (availability === 'SALES_ENDED') throw saleClosed(`Sales of ${type.name} have closed.`);
  if (line.quantity < type.minPerOrder) {
    throw badUserInput({ quantity: `Choose at least ${type.minPerOrder} ${type.name} tickets.` });
  }
  if (line.quantity > type.maxPerOrder) {
    throw badUserInput({ quantity: `Choose at most ${type.maxPerOrder} ${type.name} tickets per order.` });
  }
}

const notAvailable = () => badUserInput({ lines: 'One of those ticket types is not available for this event.' });

function assertOnSale(event: EventRow | null, now: Date, byStaff: boolean): asserts event is EventRow {
  if (!event) throw notFound('Event');
  if (event.status === 'DRAFT') {
    if (byStaff) throw saleClosed('This event is a draft: publish it before taking orders.');
    throw notFound('Event');
  }
  if (event.status === 'CANCELLED') throw saleClosed('This event was cancelled; tickets are no longer sold.');
  if (event.status === 'ENDED' || event.endsAt <= now) throw saleClosed('This event has ended.');
}

/** What a hold is for: the event, its lines, the buyer, how long it lasts, and whether staff are reserving it. */
export type HoldPlan = {
  eventId: string;
  lines: Line[];
  code: string | null;
  /** The event's promo code the buyer typed (read in the hold's transaction), when the code is one. */
  promo?: PromoCodeRow | null;
  buyer: { userId: string | null; email: string | null; name?: string | null };
  /** A signed-out buyer's browser (the hash of the key it sends), whose holds are capped as an account's are. */
  browserKeyHash?: string | null;
  claimTokenHash: string;
  holdMinutes: number;
  /** Staff reserving for a buyer: details given at once, the provider named, the shop's own rules lifted. */
  byStaff?: { paymentProvider: string } | undefined;
  /** The waiting room's pass the buyer showed (checked when the event's room is on). */
  admission?: Admission;
  /**
   * An offer to a waiting list's entry (waiting-list/offers.ts): the entry's places, held for the offer's hours.
   * The room, the holding limit and the list's own priority do not apply to it; the sale window does.
   */
  forWaitingList?: boolean;
};

/**
 * No hoarding: across all their running holds for an event, a signed-in buyer keeps at most a type's per-order
 * maximum of it at a time, so fresh holds (renewed, or in parallel) add nothing beyond one order's worth; so does a
 * signed-out browser, by the key it sends. A browser that sends none, or a new one each time, is bounded by the
 * reservation limit per address (/64 for IPv6) and, behind the waiting room, by one checkout per place. No cap of
 * held stock per address: a venue's Wi-Fi or a carrier's NAT puts thousands of buyers behind one.
 */
async function assertWithinHoldingLimit(tx: Db, plan: HoldPlan, types: Map<string, TicketTypeRow>, now: Date) {
  const { eventId, buyer, lines } = plan;
  const browser = plan.browserKeyHash;
  const holder = buyer.userId ? { userId: buyer.userId } : browser ? { browserKeyHash: browser } : null;
  if (!holder) return;
  await repo.lockBuyerHolds(tx, eventId, buyer.userId ?? `browser:${browser}`);
  const held = await repo.heldByBuyer(tx, eventId, holder, now);
  for (const line of lines) {
    const type = types.get(line.ticketTypeId);
    const already = held.get(line.ticketTypeId) ?? 0;
    if (!type || already === 0 || already + line.quantity <= type.maxPerOrder) continue;
    throw badUserInput({
      quantity:
        `You already hold ${already} ${type.name} ticket${already === 1 ? '' : 's'} for this event, and one person ` +
        `may hold at most ${type.maxPerOrder} at a time: pay for that order, or let it go, first.`,
    });
  }
}

const NO_PASS: Admission = { refused: 'NONE' };

/**
 * A pass from the waiting room admits one checkout at a time: while a hold it started runs, another is refused
 * (pay for it, or let it go), so one place cannot hold stock in many orders.
 */
async function assertOneCheckoutPerPlace(tx: Db, eventId: string, entryId: string, now: Date) {
  await repo.lockBuyerHolds(tx, eventId, `place:${entryId}`);
  if ((await repo.runningHoldsOfPlace(tx, entryId, now)) === 0) return;
  throw conflict(
    'Your turn from the waiting room has a checkout running already: finish paying for it, or let it go, first.',
  );
}

/**
 * A hold's lines priced: by the promo code typed when there is one (refused on the code's field when it does not
 * apply: promo-codes/standing.ts), at the types' own prices otherwise; with the code's uses and what it took off.
 */
function priceLines(
  promo: PromoCodeRow | null,
  lines: Line[],
  types: ReadonlyMap<string, TicketTypeRow>,
  at: { now: Date; timeZone: string },
): { lines: (Line & PricedLine)[]; uses: number; discountMinor: number } {
  if (!promo) {
    const atList = (l: Line) => ({
      unitPriceMinor: types.get(l.ticketTypeId)?.priceMinor ?? 0,
      listUnitPriceMinor: null,
    });
    return { lines: lines.map((l) => ({ ...l, ...atList(l), promoCodeId: null })), uses: 0, discountMinor: 0 };
  }
  const { lines: priced, uses } = priceWithCode(promo, lines, types, at);
  const discounts = priced.map((l) =>
    l.listUnitPriceMinor === null ? 0 : lineTotalMinor(l.listUnitPriceMinor - l.unitPriceMinor, l.quantity),
  );
  return { lines: priced, uses, discountMinor: sumMinor(discounts) };
}

/**
 * Takes a hold's places and writes its order and lines, in the caller's transaction: the event share-locked, each
 * type's places by its guarded update, in lock order, and the job that ends the hold. Throws ShortOf when a type
 * ran short (roll back, and let holdOrSoldOut decide).
 */
export async function holdInTransaction(
  tx: Db,
  { queue, waitingLine }: Pick<Backends, 'queue' | 'waitingLine'>,
  plan: HoldPlan,
): Promise<{ order: OrderRow; lines: OrderLineRow[]; room: WaitingRoomRow | null }> {
  const { eventId, lines, buyer, byStaff } = plan;
  const now = new Date();
  const locked = await repo.lockEventAndRoomForSale(tx, eventId);
  const event = locked?.event ?? null;
  assertOnSale(event, now, !!byStaff);
  const admitted =
    byStaff || plan.forWaitingList
      ? null
      : await requireAdmission(waitingLine, tx, locked?.room ?? null, plan.admission ?? NO_PASS);
  const promo = await promoOf(tx, plan);
  // The types asked for, and those a code covers (its refusal names them), in one read.
  const typeIds = [...new Set([...lines.map((l) => l.ticketTypeId), ...(promo?.ticketTypeIds ?? [])])];
  const types = new Map((await findTicketTypesByIds(tx, typeIds)).map((t) => [t.id, t]));
  const withCode = { ...plan, promo };
  for (const line of lines) checkLine(line, types.get(line.ticketTypeId), event, withCode, now);
  if (!byStaff && !plan.forWaitingList) await assertWithinHoldingLimit(tx, plan, types, now);
  if (admitted) await assertOneCheckoutPerPlace(tx, eventId, admitted.entryId, now);
  // Types in one order (by id), so two orders spanning the same types never wait on each other in a circle.
  const sorted = inLockOrder(lines, (l) => l.ticketTypeId);
  const priced = priceLines(withCode.promo, sorted, types, { now, timeZone: event.timeZone });
  const short: string[] = [];
  for (const line of sorted) {
    const waitingListFirst = !byStaff && !plan.forWaitingList;
    const fromQuota = !!withCode.promo?.reservesPlaces && covers(withCode.promo, line.ticketTypeId);
    if (!(await repo.holdPlaces(tx, line.ticketTypeId, line.quantity, { waitingListFirst, fromQuota }))) {
      short.push(line.ticketTypeId);
    }
  }
  if (short.length > 0) throw new ShortOf(short);
  // The code's uses after the types' places (the lock order every release keeps too), by its guarded update.
  if (withCode.promo && !(await takeUses(tx, withCode.promo.id, priced.uses))) {
    throw badUserInput({ unlockCode: 'That code has been used up.' });
  }
  // While the room is on, holds are its (shorter) length: stock held and not paid goes back to the line sooner.
  const holdMinutes = admitted ? Math.min(plan.holdMinutes, admitted.holdMinutes) : plan.holdMinutes;
  const heldUntil = new Date(now.getTime() + holdMinutes * 60_000);
  const held = await repo.insertOrder(
    tx,
    {
      eventId,
      buyerUserId: buyer.userId,
      buyerEmail: buyer.email,
      buyerName: buyer.name ?? null,
      claimTokenHash: plan.claimTokenHash,
      currency: event.currency,
      totalMinor: sumMinor(priced.lines.map((l) => lineTotalMinor(l.unitPriceMinor, l.quantity))),
      promoCodeId: withCode.promo?.id ?? null,
      discountMinor: priced.discountMinor,
      holdExpiresAt: heldUntil,
      admissionEntryId: admitted?.entryId ?? null,
      browserKeyHash: plan.browserKeyHash ?? null,
      ...(byStaff ? { detailsAt: now, paymentProvider: byStaff.paymentProvider } : {}),
    },
    priced.lines.map((l) => ({ ...l, heldUntil })),
  );
  // Its places back on sale the moment it ends, enqueued with the hold (the minute sweep is the safety net).
  await queue.enqueue(tx, 'orders.expire-hold', { orderId: held.order.id }, { startAfter: heldUntil });
  return { ...held, room: locked?.room ?? null };
}

/**
 * Runs a hold's attempt (holdInTransaction in a transaction of the caller's); when a type ran short, expired holds
 * of the short types are given back and it is tried once more; then SOLD_OUT says what remains.
 */
export async function holdOrSoldOut<T>(db: Db, lines: readonly Line[], attempt: () => Promise<T>): Promise<T> {
  try {
    return await attempt();
  } catch (error) {
    if (!(error instanceof ShortOf)) throw error;
    const { lines: released } = await repo.releaseHolds(db, {
      expired: true,
      ticketTypeIds: error.ticketTypeIds,
      waitForOthers: true,
    });
    const ids = lines.map((l) => l.ticketTypeId);
    let remaining = await repo.remainingOf(db, ids);
    // Places may have come back since this hold came up short without this release finding them (the sweeper or
    // another buyer released them first): try again whenever enough remain now, not only when this one released.
    const enough = lines.every((l) => (remaining.find((t) => t.id === l.ticketTypeId)?.remaining ?? 0) >= l.quantity);
    if (released > 0 || enough) {
      try {
        return await attempt();
      } catch (again) {
        if (!(again instanceof ShortOf)) throw again;
      }
      remaining = await repo.remainingOf(db, ids);
    }
    throw soldOut(
      lines.flatMap((l) => {
        const r = remaining.find((t) => t.id === l.ticketTypeId);
        return r && r.remaining < l.quantity ? [{ ticketTypeId: r.id, name: r.name, remaining: r.remaining }] : [];
      }),
    );
  }
}

/**
 * "Get tickets": holds the places for HOLD_MINUTES in an order in `reserved`. Each type's places are taken by its
 * own guarded update (no event-wide lock), under a share lock on the event that a cancel must wait for. When a
 * type runs short, expired holds of the short types are given back and the hold is tried once more; then
 * SOLD_OUT says what remains. A visitor may start signed out: the claim token lets their browser carry on.
 */
export async function reserveTickets(
  scope: RequestScope,
  eventId: string,
  input: unknown,
): Promise<{ order: OrderRow; claimToken: string }> {
  const { lines, unlockCode, admissionToken } = parseInput(reserveInputSchema, input);
  await countAttempt(scope, 'reserve');
  const viewer = await scope.viewer();
  const claimToken = randomBytes(24).toString('base64url');
  const code = unlockCode?.trim().toLowerCase() || null;
  // Codes guessed here count against the same limit as on the event page, so checkout is no way around it.
  if (code) await assertMayTryCode(scope, eventId);
  const buyer = { userId: viewer?.user.id ?? null, email: viewer?.user.email ?? null };
  const plan: HoldPlan = {
    eventId,
    lines,
    code,
    buyer,
    // Only a signed-out hold is the browser's: a signed-in one is the account's.
    browserKeyHash: !viewer && scope.client.browserKey ? hashBrowserKey(scope.client.browserKey) : null,
    claimTokenHash: hashClaimToken(claimToken),
    holdMinutes: scope.config.checkout.holdMinutes,
    admission: admissionOf(scope, eventId, admissionToken),
  };
  const attempt = () => retryingConflicts(() => scope.db.transaction((tx) => holdInTransaction(tx, scope, plan)));
  const started = performance.now();
  try {
    const { order, room } = await holdOrSoldOut(scope.db, lines, attempt);
    // Behind a waiting room, how long admitted reserves take steers how fast the room lets people through; without
    // one, a rush of holds may turn it on.
    if (order.admissionEntryId) await scope.admission?.noteReserve(eventId, performance.now() - started);
    else if (room?.autoArrivalsPerMinute) await scope.admission?.noteHold(room);
    return { order, claimToken };
  } catch (error) {
    if (error instanceof WrongUnlockCode) {
      await countWrongCode(scope, eventId);
      throw notAvailable();
    }
    if (error instanceof UnknownCode) {
      await countWrongCode(scope, eventId);
      throw badUserInput({ unlockCode: 'That code is not valid for this event.' });
    }
    throw error;
  }
}

/** An order as it stands now: a hold whose time passed is given back the moment anyone reads it. */
export async function currentOrder(db: Db, order: OrderRow): Promise<OrderRow> {
  if (order.status !== 'RESERVED' || order.holdExpiresAt > new Date()) return order;
  // Waits for a release of the same lines already under way (another read, the sweeper), so no reader is shown
  // the order still reserved after its time.
  await repo.releaseHolds(db, { expired: true, orderId: order.id, waitForOthers: true });
  return (await repo.findOrderById(db, order.id)) ?? order;
}

export async function getOrder(scope: RequestScope, id: string, keys: OrderKeys = {}): Promise<OrderView> {
  const { order, access } = await accessOrder(scope, id, keys);
  return { ...(await currentOrder(scope.db, order)), openedBy: access };
}

/** The signed-in buyer takes over the order their browser started signed out. */
export async function claimOrder(scope: RequestScope, id: string, claimToken: string): Promise<OrderRow> {
  const viewer = await requireViewer(scope);
  const order = await accessOwnOrder(scope, id, claimToken);
  if (order.buyerUserId && order.buyerUserId !== viewer.user.id) throw notFound('Order');
  const buyerEmail = order.buyerEmail ?? viewer.user.email;
  const claimed = await repo.updateOrder(
    scope.db,
    id,
    {
      buyerUserId: viewer.user.id,
      buyerEmail,
      ...(buyerEmail !== order.buyerEmail ? { searchText: searchTextNow({ buyerEmail }) } : {}),
    },
    repo.unclaimedOrClaimedBy(viewer.user.id),
  );
  if (!claimed) throw notFound('Order');
  return currentOrder(scope.db, claimed);
}

function assertStillHeld(order: OrderRow): void {
  if (order.status === 'EXPIRED' || (order.status === 'RESERVED' && order.holdExpiresAt <= new Date())) {
    throw holdExpired();
  }
  if (order.status !== 'RESERVED') throw conflict('This order is no longer waiting for payment.');
}

/**
 * The details step: the buyer's email, one attendee name per place (in the order of its lines), and the answers to
 * the event's questions the order asks, judged by the shared rules.
 */
export async function setOrderDetails(
  scope: RequestScope,
  id: string,
  claimToken: string | null | undefined,
  input: unknown,
): Promise<OrderRow> {
  const { buyerEmail, attendeeNames, answers } = parseInput(orderDetailsSchema, input);
  const order = await currentOrder(scope.db, await accessOwnOrder(scope, id, claimToken));
  assertStillHeld(order);
  const lines = await repo.findLinesByOrderIds(scope.db, [id]);
  const judged = await judgeAnswers(scope.db, order.eventId, lines, answers);
  const places = lines.reduce((n, l) => n + l.quantity, 0);
  if (attendeeNames.length !== places) {
    throw badUserInput({ attendeeNames: `Name each of the ${places} tickets.` });
  }
  let at = 0;
  const names = lines.map((line) => {
    at += line.quantity;
    return { lineId: line.id, names: attendeeNames.slice(at - line.quantity, at) };
  });
  return scope.db.transaction(async (tx) => {
    await repo.setAttendeeNames(tx, names);
    await replaceAnswers(tx, id, judged);
    const set = { buyerEmail, detailsAt: new Date(), searchText: searchTextNow({ buyerEmail }) };
    const updated = await repo.updateOrder(tx, id, set, repo.whileReserved);
    if (!updated) throw holdExpired();
    return updated;
  });
}

export type PaymentSession = {
  order: OrderRow;
  provider: 'STRIPE' | 'SIMULATED' | null;
  clientSecret: string | null;
  publishableKey: string | null;
};

/**
 * The payment step, for the signed-in buyer or a guest (the browser's claim token, on an order no account holds):
 * details given, hold still on. A free order is paid at once. Otherwise the intent is recorded, the transaction
 * commits, the provider is asked (the idempotency key is the order's, so asking again returns the same intent),
 * and the answer is recorded: each step safe to repeat.
 */
export async function startPayment(
  scope: RequestScope,
  id: string,
  claimToken?: string | null,
): Promise<PaymentSession> {
  const viewer = await scope.viewer();
  let order = await currentOrder(scope.db, await accessOwnOrder(scope, id, claimToken));
  // An order an account holds is paid by that account; a guest's, through the claim token that opened it.
  if (order.buyerUserId && order.buyerUserId !== viewer?.user.id) throw notFound('Order');
  if (order.status === 'PAID') return { order, provider: null, clientSecret: null, publishableKey: null };
  assertStillHeld(order);
  if (!order.detailsAt || !order.buyerEmail) throw badUserInput({ attendeeNames: 'Add the attendee names first.' });
  // Counted once per order (a payment asked for again, to retry a card, is the same order), against the person
  // (account, or a guest's address) and against the buyer's email alike, so a guest is held to an account's limit.
  // A paid order counts once its intent exists: a buyer retrying through the provider's outage spends nothing.
  const buyerEmail = order.buyerEmail;
  const countCheckout = async () => {
    if (order.paymentIntentId) return;
    await countAttempt(scope, 'checkout');
    await countAttemptFor(scope, 'checkout', `email:${normalAddress(buyerEmail)}`);
  };
  if (order.totalMinor === 0) {
    await countCheckout();
    const paid = await markOrderPaid(scope, order.id, { provider: 'FREE', paymentIntentId: null, amount: 0 });
    return { order: paid.order, provider: null, clientSecret: null, publishableKey: null };
  }
  const provider = scope.payments;
  if (order.paymentProvider !== provider.kind) {
    order = (await repo.updateOrder(scope.db, id, { paymentProvider: provider.kind }, repo.whileReserved)) ?? order;
  }
  const intent = await provider.createPaymentIntent({
    amountMinor: order.totalMinor,
    currency: order.currency,
    idempotencyKey: `admit-order-${order.id}`,
    metadata: { orderId: order.id, eventId: order.eventId },
  });
  await countCheckout();
  if (order.paymentIntentId !== intent.id) {
    order = (await repo.updateOrder(scope.db, id, { paymentIntentId: intent.id, paymentError: null })) ?? order;
  }
  return { order, provider: provider.kind, clientSecret: intent.clientSecret, publishableKey: provider.publishableKey };
}

/** "Start again": the buyer lets go of the hold, and its places go back on sale at once. */
export async function cancelReservation(
  scope: RequestScope,
  id: string,
  claimToken: string | null | undefined,
): Promise<OrderRow> {
  const order = await accessOwnOrder(scope, id, claimToken);
  if (order.status !== 'RESERVED') return currentOrder(scope.db, order);
  if (order.paymentIntentId) {
    // A payment may already be on its way; the hold then ends by time, and a late payment is handled as such.
    throw conflict('Payment has started for this order; wait for it, or let the hold run out.');
  }
  await repo.releaseHolds(scope.db, { expired: false, orderId: id });
  return (await repo.findOrderById(scope.db, id)) ?? order;
}

/**
 * A guest's paid orders join the account of whoever proves the same address (a verified email): on their first
 * look at My tickets after signing in. One conditional update, so each order joins exactly one account, once.
 * Returns how many joined.
 */
export async function adoptGuestOrders(scope: RequestScope): Promise<number> {
  const viewer = await scope.viewer();
  if (!viewer?.user.emailVerified || !viewer.user.email) return 0;
  return repo.adoptGuestOrders(scope.db, viewer.user.id, normalAddress(viewer.user.email));
}

/**
 * The mailed access link stops opening the order: asked by its buyer (signed in), or by whoever holds the link
 * (a mail forwarded by mistake). Anyone else finds no order.
 */
export async function revokeOrderAccessLink(
  scope: RequestScope,
  id: string,
  accessToken: string | null | undefined,
): Promise<boolean> {
  const { access } = await accessOrder(scope, id, { accessToken });
  if (access !== 'BUYER' && access !== 'ACCESS_LINK') throw notFound('Order');
  await repo.updateOrder(scope.db, id, { accessTokenHash: null });
  return true;
}
