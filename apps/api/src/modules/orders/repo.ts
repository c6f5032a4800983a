import { and, asc, eq, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import { generateOrderCode, PAID_ORDER_STATUSES, SETTLED_ORDER_STATUSES } from '@admit/shared';
import type { Db } from '../../db/client.ts';
import { preparedStatements } from '../../db/prepared-statements.ts';
import { events, type EventRow } from '../events/tables.ts';
import { promoCodes } from '../promo-codes/tables.ts';
import { ticketTypes } from '../ticket-types/tables.ts';
import { inLockOrder } from '../../db/lock-order.ts';
import { waitingRooms, type WaitingRoomRow } from '../waiting-room/tables.ts';
import {
  orderLines,
  orders,
  refunds,
  type OrderLineRow,
  type OrderRow,
  type OrderStatus,
  type RefundRow,
} from './tables.ts';

/**
 * The event, share-locked: reservations of one event run side by side (share locks do not conflict), while a
 * cancel, an end or a ticket-type edit (which take it exclusively) waits for them, and they for it. So a hold
 * is never taken on an event that a committed cancel already stopped.
 */
export async function lockEventForSale(db: Db, eventId: string): Promise<EventRow | null> {
  const [row] = await db.select().from(events).where(eq(events.id, eventId)).for('share').limit(1);
  return row ?? null;
}

/** lockEventForSale for a reserve, with the event's waiting room in the same statement (no second read for it). */
export async function lockEventAndRoomForSale(
  db: Db,
  eventId: string,
): Promise<{ event: EventRow; room: WaitingRoomRow | null } | null> {
  const [row] = await db
    .select({ event: events, room: waitingRooms })
    .from(events)
    .leftJoin(waitingRooms, eq(waitingRooms.eventId, events.id))
    .where(eq(events.id, eventId))
    .for('share', { of: events })
    .limit(1);
  return row ?? null;
}

/** The holds a waiting room's place has running (one checkout at a time per place). */
export async function runningHoldsOfPlace(db: Db, entryId: string, now: Date): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(orders)
    .where(
      and(eq(orders.admissionEntryId, entryId), eq(orders.status, 'RESERVED'), sql`${orders.holdExpiresAt} > ${now}`),
    );
  return Number(row?.n ?? 0);
}

/**
 * Holds `quantity` places of one type: one guarded UPDATE, atomic per type (the row lock), never above capacity
 * (the WHERE, and the table's CHECK behind it), nor into the places quota codes keep. False when not enough remain.
 * `waitingListFirst` (the public shop): none while the type's waiting list waits for places, which are offered
 * down that line instead. `fromQuota`: the places come out of what the buyer's quota code keeps (its use, taken
 * next in the same transaction, lowers what the type keeps by as many).
 */
export async function holdPlaces(
  db: Db,
  ticketTypeId: string,
  quantity: number,
  { waitingListFirst = false, fromQuota = false }: { waitingListFirst?: boolean; fromQuota?: boolean } = {},
): Promise<boolean> {
  const kept = fromQuota ? sql`0` : ticketTypes.reservedPlaces;
  const rows = await db
    .update(ticketTypes)
    .set({ quantitySold: sql`${ticketTypes.quantitySold} + ${quantity}` })
    .where(
      and(
        eq(ticketTypes.id, ticketTypeId),
        sql`${ticketTypes.quantitySold} + ${quantity} + ${kept} <= ${ticketTypes.capacity}`,
        waitingListFirst && !fromQuota ? sql`${ticketTypes.waitingPlaces} = 0` : undefined,
      ),
    )
    .returning({ id: ticketTypes.id });
  return rows.length > 0;
}

/** Gives back places (refunds); never below zero (the CHECK). */
export async function givePlacesBack(db: Db, ticketTypeId: string, quantity: number): Promise<void> {
  await db
    .update(ticketTypes)
    .set({ quantitySold: sql`${ticketTypes.quantitySold} - ${quantity}` })
    .where(eq(ticketTypes.id, ticketTypeId));
}

/** Gives back promo codes' uses (how many of each), one update per code, in lock order (after the types'). */
export async function giveUsesBackOfCodes(db: Db, perCode: ReadonlyMap<string, number>): Promise<void> {
  for (const [id, n] of inLockOrder([...perCode], ([id]) => id)) {
    await db
      .update(promoCodes)
      .set({ uses: sql`${promoCodes.uses} - ${n}` })
      .where(eq(promoCodes.id, id));
  }
}

/** How many places each promo code priced among lines: the uses they hold. */
export function usesPerCode(lines: readonly Pick<OrderLineRow, 'promoCodeId' | 'quantity'>[]): Map<string, number> {
  const perCode = new Map<string, number>();
  for (const l of lines) if (l.promoCodeId) perCode.set(l.promoCodeId, (perCode.get(l.promoCodeId) ?? 0) + l.quantity);
  return perCode;
}

/** The uses of lines a promo code priced, whose places the caller gave back itself (a payment that bought nothing). */
export async function giveUsesBackOfLines(db: Db, lines: readonly OrderLineRow[]): Promise<void> {
  await giveUsesBackOfCodes(db, usesPerCode(lines));
}

/** The uses of an order's voided tickets (a refund, a cancel) whose places a promo code priced: one each. */
export async function giveUsesBackOfTickets(
  db: Db,
  orderId: string,
  voided: readonly { orderLineId: string }[],
): Promise<void> {
  if (voided.length === 0) return;
  const codeOf = new Map((await findLinesByOrderIds(db, [orderId])).map((l) => [l.id, l.promoCodeId]));
  const perCode = new Map<string, number>();
  for (const t of voided) {
    const code = codeOf.get(t.orderLineId);
    if (code) perCode.set(code, (perCode.get(code) ?? 0) + 1);
  }
  await giveUsesBackOfCodes(db, perCode);
}

export type PromoCodeSales = { id: string; orders: number; revenueMinor: number; discountMinor: number };

/** Each code's paid orders (partly refunded ones included) and what they brought in, less refunds. */
export async function salesOfPromoCodes(db: Db, codeIds: readonly string[]): Promise<PromoCodeSales[]> {
  if (codeIds.length === 0) return [];
  const rows = await db
    .select({
      id: orders.promoCodeId,
      orders: sql<number>`count(*)::int`,
      revenueMinor: sql<number>`coalesce(sum(${orders.totalMinor} - ${orders.refundedMinor}), 0)::int`,
      discountMinor: sql<number>`coalesce(sum(${orders.discountMinor}), 0)::int`,
    })
    .from(orders)
    .where(and(inArray(orders.promoCodeId, [...codeIds]), inArray(orders.status, [...PAID_ORDER_STATUSES])))
    .groupBy(orders.promoCodeId);
  return rows.flatMap((r) => (r.id ? [{ ...r, id: r.id }] : []));
}

export async function remainingOf(
  db: Db,
  ids: readonly string[],
): Promise<{ id: string; name: string; remaining: number }[]> {
  if (ids.length === 0) return [];
  return db
    .select({
      id: ticketTypes.id,
      name: ticketTypes.name,
      // What the public may still hold: nothing while the type's waiting list waits, never what codes keep.
      remaining: sql<number>`(case when ${ticketTypes.waitingPlaces} > 0 then 0
        else greatest(${ticketTypes.capacity} - ${ticketTypes.quantitySold} - ${ticketTypes.reservedPlaces}, 0) end)::int`,
    })
    .from(ticketTypes)
    .where(inArray(ticketTypes.id, [...ids]));
}

/**
 * The places a buyer's running holds keep for an event, by type: RESERVED orders whose hold has not ended. Taken
 * under the buyer's own lock (`lockBuyerHolds`), so two holds of one buyer never both see the other missing.
 */
export async function heldByBuyer(
  db: Db,
  eventId: string,
  holder: { userId: string } | { browserKeyHash: string },
  now: Date,
): Promise<Map<string, number>> {
  const rows = await db
    .select({ ticketTypeId: orderLines.ticketTypeId, held: sql<number>`sum(${orderLines.quantity})::int` })
    .from(orders)
    .innerJoin(orderLines, eq(orderLines.orderId, orders.id))
    .where(
      and(
        'userId' in holder
          ? eq(orders.buyerUserId, holder.userId)
          : and(eq(orders.browserKeyHash, holder.browserKeyHash), isNull(orders.buyerUserId)),
        eq(orders.eventId, eventId),
        eq(orders.status, 'RESERVED'),
        sql`${orders.holdExpiresAt} > ${now}`,
      ),
    )
    .groupBy(orderLines.ticketTypeId);
  return new Map(rows.map((r) => [r.ticketTypeId, Number(r.held)]));
}

/** One hold at a time per buyer and event, until the transaction ends (an advisory lock: no row is contended). */
export async function lockBuyerHolds(db: Db, eventId: string, holder: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`hold:${eventId}:${holder}`}, 0))`);
}

/** Draws of an order code before giving up: with 31^6 codes per event, even one collision is rare. */
const ORDER_CODE_ATTEMPTS = 5;

/**
 * The order with a code unique within its event (drawn again when taken: `ON CONFLICT DO NOTHING`, so a collision
 * never aborts the reserving transaction), its search text and the types its lines hold, then its lines.
 */
export async function insertOrder(
  db: Db,
  order: Omit<typeof orders.$inferInsert, 'code' | 'searchText' | 'ticketTypeIds'>,
  lines: Omit<typeof orderLines.$inferInsert, 'orderId'>[],
  drawCode: () => string = generateOrderCode,
): Promise<{ order: OrderRow; lines: OrderLineRow[] }> {
  let row: OrderRow | undefined;
  for (let attempt = 0; !row; attempt++) {
    if (attempt === ORDER_CODE_ATTEMPTS) throw new Error(`no free order code for event ${order.eventId}`);
    const code = drawCode();
    [row] = await db
      .insert(orders)
      .values({
        ...order,
        code,
        searchText: sql`search_norm(concat_ws(' ', ${code}::text, ${order.buyerEmail ?? null}::text))`,
        ticketTypeIds: [...new Set(lines.map((l) => l.ticketTypeId))],
      })
      .onConflictDoNothing({ target: [orders.eventId, orders.code] })
      .returning();
  }
  const lineRows = await db
    .insert(orderLines)
    .values(lines.map((l) => ({ ...l, orderId: row.id })))
    .returning();
  return { order: row, lines: lineRows };
}

function prepareOrderById(db: Db) {
  return db
    .select()
    .from(orders)
    .where(eq(orders.id, sql.placeholder('id')))
    .limit(1)
    .prepare('order_by_id');
}
const orderByIdStatement = preparedStatements<ReturnType<typeof prepareOrderById>>();

/** The hottest read of checkout (each of a buyer's requests asks for the order): prepared, Drizzle builds it once. */
export async function findOrderById(db: Db, id: string): Promise<OrderRow | null> {
  const [row] = await orderByIdStatement(db, 'order_by_id', () => prepareOrderById(db)).execute({ id });
  return row ?? null;
}

export async function findOrdersByIds(db: Db, ids: readonly string[]): Promise<OrderRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(orders)
    .where(inArray(orders.id, [...ids]));
}

export async function lockOrder(db: Db, id: string): Promise<OrderRow | null> {
  const [row] = await db.select().from(orders).where(eq(orders.id, id)).for('update').limit(1);
  return row ?? null;
}

export async function findLinesByOrderIds(db: Db, orderIds: readonly string[]): Promise<OrderLineRow[]> {
  if (orderIds.length === 0) return [];
  return db
    .select()
    .from(orderLines)
    .where(inArray(orderLines.orderId, [...orderIds]))
    .orderBy(asc(orderLines.ticketTypeId));
}

/** What an update of an order writes: its columns' values, or an expression (the search text: list-fields.ts). */
export type OrderChanges = Partial<Omit<typeof orders.$inferInsert, 'searchText'>> & { searchText?: string | SQL };

export async function updateOrder(db: Db, id: string, set: OrderChanges, onlyIf?: SQL): Promise<OrderRow | null> {
  const [row] = await db
    .update(orders)
    .set({ ...set, updatedAt: sql`now()` })
    .where(onlyIf ? and(eq(orders.id, id), onlyIf) : eq(orders.id, id))
    .returning();
  return row ?? null;
}

export const whileReserved = sql`${orders.status} = 'RESERVED'`;

/** Only while no one else has claimed the order: two accounts racing with one claim token, one wins. */
export const unclaimedOrClaimedBy = (userId: string) =>
  sql`(${orders.buyerUserId} is null or ${orders.buyerUserId} = ${userId})`;

/** Each line's attendee names, every line in one statement. */
export async function setAttendeeNames(db: Db, lines: { lineId: string; names: string[] }[]): Promise<void> {
  if (lines.length === 0) return;
  const given = JSON.stringify(lines.map((l) => ({ id: l.lineId, names: l.names })));
  await db.execute(sql`update order_lines l set attendee_names = array(
      select n from jsonb_array_elements_text(v.names) with ordinality as e(n, i) order by i)
    from jsonb_to_recordset(${given}::jsonb) as v(id uuid, names jsonb) where l.id = v.id`);
}

/** A paid order's lines hold for good: no expiry gives them back. Returns the lines still holding. */
export async function keepLinesForGood(db: Db, orderId: string): Promise<OrderLineRow[]> {
  return db
    .update(orderLines)
    .set({ heldUntil: null })
    .where(and(eq(orderLines.orderId, orderId), isNull(orderLines.releasedAt)))
    .returning();
}

export async function releasedLines(db: Db, orderId: string): Promise<OrderLineRow[]> {
  return db
    .select()
    .from(orderLines)
    .where(and(eq(orderLines.orderId, orderId), isNotNull(orderLines.releasedAt)))
    .orderBy(asc(orderLines.ticketTypeId));
}

/** Lines whose places were taken again (a late payment with capacity left): they hold for good. */
export async function reinstateLines(db: Db, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(orderLines)
    .set({ releasedAt: null, heldUntil: null })
    .where(inArray(orderLines.id, [...ids]));
}

/** Lines whose places the caller gave back itself. */
export async function markLinesReleased(db: Db, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(orderLines)
    .set({ releasedAt: sql`now()` })
    .where(inArray(orderLines.id, [...ids]));
}

/**
 * Gives back the places of holds, in one statement: each line is marked released by the same statement that
 * returns its places, and only lines not yet released are touched, so a hold released twice (the sweeper and a
 * read at once, two instances) gives its places back once. Its order becomes `to` if it was still reserved.
 *  - `expired`: holds whose time passed, of one order, of some ticket types, or any (the sweeper);
 *  - `cancelled`: one order's holds now, whatever their time (the buyer starts again).
 * Lines another release is giving back are skipped, unless `waitForOthers`: a buyer must not be told "sold out",
 * nor see an ended hold as reserved, while a concurrent release is about to commit, so those paths wait for it.
 */
export async function releaseHolds(
  db: Db,
  which:
    | { expired: true; orderId?: string; ticketTypeIds?: readonly string[]; limit?: number; waitForOthers?: boolean }
    | { expired: false; orderId: string },
): Promise<{ lines: number; orders: number }> {
  const conditions: SQL[] = [sql`released_at is null`, sql`held_until is not null`];
  if (which.expired) conditions.push(sql`held_until <= now()`);
  if (which.orderId) conditions.push(sql`order_id = ${which.orderId}`);
  if (which.expired && which.ticketTypeIds) {
    conditions.push(
      sql`ticket_type_id in (${sql.join(
        which.ticketTypeIds.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`,
    );
  }
  const limit = which.expired && which.limit ? sql`limit ${which.limit}` : sql``;
  const status: OrderStatus = which.expired ? 'EXPIRED' : 'CANCELLED';
  // Locked in one order (type, then line), so releases that wait for each other never wait in a circle.
  const lock = which.expired && which.waitForOthers ? sql`for update` : sql`for update skip locked`;
  const result = await db.execute<{ lines: number; orders: number }>(sql`
    with due as (
      select id from order_lines where ${sql.join(conditions, sql` and `)} order by ticket_type_id, id ${limit}
      ${lock}
    ), released as (
      update order_lines l set released_at = now() from due where l.id = due.id and l.released_at is null
      returning l.order_id, l.ticket_type_id, l.quantity, l.promo_code_id
    ), given_back as (
      update ticket_types t set quantity_sold = t.quantity_sold - r.q
      from (select ticket_type_id, sum(quantity)::int as q from released group by ticket_type_id) r
      where t.id = r.ticket_type_id
      returning t.id
    ), uses_back as (
      -- After the types' updates, as a hold takes them (types, then its code): PostgreSQL runs a WITH's writes in
      -- no set order, so reading given_back first (an InitPlan, run once before this update) makes it so.
      update promo_codes p set uses = p.uses - r.q
      from (
        select promo_code_id, sum(quantity)::int as q from released
        where promo_code_id is not null and (select count(*) from given_back) >= 0
        group by promo_code_id
      ) r
      where p.id = r.promo_code_id
      returning p.id
    ), ended as (
      update orders set status = ${status}, updated_at = now()
      where id in (select order_id from released) and status = 'RESERVED'
      returning id
    )
    select (select count(*) from released)::int as lines, (select count(*) from ended)::int as orders`);
  const row = (result as unknown as { rows: { lines: number; orders: number }[] }).rows[0];
  return { lines: Number(row?.lines ?? 0), orders: Number(row?.orders ?? 0) };
}

export async function insertRefund(db: Db, refund: typeof refunds.$inferInsert): Promise<RefundRow> {
  const [row] = await db.insert(refunds).values(refund).returning();
  if (!row) throw new Error('insert returned no refund');
  return row;
}

export async function findRefundsByOrderIds(db: Db, orderIds: readonly string[]): Promise<RefundRow[]> {
  if (orderIds.length === 0) return [];
  return db
    .select()
    .from(refunds)
    .where(inArray(refunds.orderId, [...orderIds]))
    .orderBy(asc(refunds.createdAt));
}

/** Marks a pending refund done; null if it was not pending (already completed by another attempt). */
export async function completeRefundRow(
  db: Db,
  id: string,
  status: 'SUCCEEDED' | 'FAILED',
  providerRefundId: string | null,
): Promise<RefundRow | null> {
  const [row] = await db
    .update(refunds)
    .set({ status, providerRefundId, completedAt: sql`now()` })
    .where(and(eq(refunds.id, id), eq(refunds.status, 'PENDING')))
    .returning();
  return row ?? null;
}

/** Refunds still waiting for the provider's answer (a crash between the record and the call): retried. */
export async function findPendingRefunds(db: Db, olderThanSeconds: number, limit: number): Promise<RefundRow[]> {
  return db
    .select()
    .from(refunds)
    .where(
      and(
        eq(refunds.status, 'PENDING'),
        sql`${refunds.createdAt} < now() - make_interval(secs => ${olderThanSeconds})`,
      ),
    )
    .orderBy(asc(refunds.createdAt))
    .limit(limit);
}

export async function hasRefund(db: Db, orderId: string): Promise<boolean> {
  const [row] = await db.select({ id: refunds.id }).from(refunds).where(eq(refunds.orderId, orderId)).limit(1);
  return !!row;
}

/** Paid orders for this address whose tickets were never mailed (it had not proven itself), locked. */
export async function lockOrdersAwaitingTicketsMail(db: Db, email: string): Promise<OrderRow[]> {
  return db
    .select()
    .from(orders)
    .where(
      and(
        sql`lower(${orders.buyerEmail}) = ${email}`,
        isNull(orders.ticketsMailedAt),
        inArray(orders.status, PAID_ORDER_STATUSES),
      ),
    )
    .orderBy(asc(orders.id))
    .for('update');
}

/** Paid guest orders for this address join the account; only those no account holds yet. Returns how many. */
export async function adoptGuestOrders(db: Db, userId: string, email: string): Promise<number> {
  const rows = await db
    .update(orders)
    .set({ buyerUserId: userId, updatedAt: sql`now()` })
    .where(
      and(
        isNull(orders.buyerUserId),
        sql`lower(${orders.buyerEmail}) = ${email}`,
        inArray(orders.status, SETTLED_ORDER_STATUSES),
      ),
    )
    .returning({ id: orders.id });
  return rows.length;
}
