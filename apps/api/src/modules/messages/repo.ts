import { PAID_ORDER_STATUSES, z, type MessageAudience } from '@admit/shared';
import { and, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { outbox } from '../mail/tables.ts';
import { orders } from '../orders/tables.ts';
import { messageRecipients, messages, type MessageRow } from './tables.ts';
import { JOBS } from '../../queue/job-list.ts';

/** Who a message goes to, resolved: an order's code already turned into its id. */
export type Audience = { audience: MessageAudience; ticketTypeIds: string[]; orderId: string | null };

const paid = sql.join(
  PAID_ORDER_STATUSES.map((s) => sql`${s}`),
  sql`, `,
);

/** Whether an order has a ticket let in at the door, on any list. */
const checkedIn = sql`exists (select 1 from tickets t join check_in_states s on s.ticket_id = t.id where t.order_id = o.id)`;

function audienceCondition(a: Audience): SQL {
  switch (a.audience) {
    case 'EVERYONE':
      return sql`true`;
    case 'TICKET_TYPES':
      return sql`exists (select 1 from tickets t where t.order_id = o.id and t.status = 'VALID'
        and t.ticket_type_id in (${sql.join(
          a.ticketTypeIds.map((id) => sql`${id}::uuid`),
          sql`, `,
        )}))`;
    case 'CHECKED_IN':
      return checkedIn;
    case 'NOT_CHECKED_IN':
      return sql`not ${checkedIn}`;
    case 'ONE_ORDER':
      return sql`o.id = ${a.orderId}::uuid`;
  }
}

/**
 * The addresses a message goes to: the buyers of the event's paid orders whose tickets were mailed (their address
 * proved itself: Admit mails no other), one row per address (its earliest order), among those the audience names.
 */
function recipientsQuery(eventId: string, a: Audience): SQL {
  return sql`
    select distinct on (lower(o.buyer_email)) lower(o.buyer_email) as email, o.id as order_id
    from orders o
    where o.event_id = ${eventId}::uuid and o.status in (${paid})
      and o.tickets_mailed_at is not null and o.buyer_email is not null
      and ${audienceCondition(a)}
    order by lower(o.buyer_email), o.created_at`;
}

export async function countRecipients(db: Db, eventId: string, a: Audience): Promise<number> {
  const [row] = await rowsOf(
    db,
    sql`select count(*)::int as n from (${recipientsQuery(eventId, a)}) r`,
    z.object({ n: z.coerce.number() }),
  );
  return row?.n ?? 0;
}

export async function insertMessage(tx: Db, row: typeof messages.$inferInsert): Promise<MessageRow> {
  const [inserted] = await tx.insert(messages).values(row).returning();
  if (!inserted) throw new Error('message not inserted');
  return inserted;
}

/** Fixes a message's recipients, as the audience matches now; returns how many. */
export async function insertRecipients(tx: Db, message: MessageRow, a: Audience): Promise<number> {
  const inserted = await rowsOf(
    tx,
    sql`insert into message_recipients (message_id, email, order_id)
        select ${message.id}::uuid, r.email, r.order_id from (${recipientsQuery(message.eventId, a)}) r
        returning 1 as one`,
    z.object({ one: z.coerce.number() }),
  );
  return inserted.length;
}

export async function setRecipientCount(tx: Db, id: string, recipientCount: number): Promise<MessageRow | null> {
  const [row] = await tx.update(messages).set({ recipientCount }).where(eq(messages.id, id)).returning();
  return row ?? null;
}

export async function lockMessage(tx: Db, id: string): Promise<MessageRow | null> {
  const [row] = await tx.select().from(messages).where(eq(messages.id, id)).for('update');
  return row ?? null;
}

export async function findMessage(db: Db, id: string): Promise<MessageRow | null> {
  const [row] = await db.select().from(messages).where(eq(messages.id, id));
  return row ?? null;
}

export async function findEventMessages(db: Db, eventId: string, limit: number): Promise<MessageRow[]> {
  return db.select().from(messages).where(eq(messages.eventId, eventId)).orderBy(desc(messages.createdAt)).limit(limit);
}

/** The next recipients still to write, locked (a second job on the same message skips them). */
export async function claimWaiting(tx: Db, messageId: string, limit: number) {
  return tx
    .select({ email: messageRecipients.email, orderId: messageRecipients.orderId, orderCode: orders.code })
    .from(messageRecipients)
    .innerJoin(orders, eq(orders.id, messageRecipients.orderId))
    .where(and(eq(messageRecipients.messageId, messageId), isNull(messageRecipients.mailId)))
    .orderBy(messageRecipients.email)
    .limit(limit)
    .for('update', { of: messageRecipients, skipLocked: true });
}

/**
 * Claims up to `limit` orders due their reminder (their event starts within its reminder hours and they were paid
 * before that window opened), each recorded in order_reminders in this transaction: a reminder goes once, whatever
 * instance or tick claims it. Orders another transaction is claiming are skipped, not waited for.
 */
export async function claimDueReminders(tx: Db, limit: number) {
  return rowsOf(
    tx,
    sql`
    with due as (
      select o.id, lower(o.buyer_email) as email, o.code, o.event_id
      from events e join orders o on o.event_id = e.id
      where e.status = 'PUBLISHED' and e.starts_at > now()
        and e.starts_at <= now() + make_interval(hours => e.reminder_hours)
        and o.status in (${paid}) and o.tickets_mailed_at is not null and o.buyer_email is not null
        and o.paid_at < e.starts_at - make_interval(hours => e.reminder_hours)
        and not exists (select 1 from order_reminders r where r.order_id = o.id)
      order by o.id
      limit ${limit}
      for update of o skip locked
    ), claimed as (
      insert into order_reminders (order_id) select id from due on conflict do nothing returning order_id
    )
    select due.id, due.email, due.code, due.event_id from due join claimed on claimed.order_id = due.id`,
    z.object({ id: z.string(), email: z.string(), code: z.string(), event_id: z.string() }),
  );
}

export async function markWritten(tx: Db, messageId: string, email: string, mailId: string): Promise<void> {
  await tx
    .update(messageRecipients)
    .set({ mailId })
    .where(and(eq(messageRecipients.messageId, messageId), eq(messageRecipients.email, email)));
}

export async function recordWritten(tx: Db, id: string, written: number, finished: boolean): Promise<void> {
  await tx
    .update(messages)
    .set({
      writtenCount: sql`${messages.writtenCount} + ${written}`,
      ...(finished ? { status: 'QUEUED' as const, finishedAt: new Date() } : {}),
    })
    .where(eq(messages.id, id));
}

/** A mail's last attempt: after it, the queue dead-letters the job, and the mail failed for good. */
export const MAIL_ATTEMPTS = JOBS['mail.send'].policy.retryLimit + 1;

export type MessageCounts = { sent: number; failed: number };

/** Where a written mail is: sent, cut off mid-send (UNCONFIRMED), failed for good, or still in the outbox. */
export type MailDelivery = 'SENT' | 'UNCONFIRMED' | 'FAILED' | 'PENDING';

/** The one statement of that rule, for counting a message's progress and for listing its recipients alike. */
const mailDelivery = sql<MailDelivery>`case
  when ${outbox.sentAt} is not null then 'SENT'
  when ${outbox.outcome} = 'UNCONFIRMED' then 'UNCONFIRMED'
  when ${outbox.attempts} >= ${MAIL_ATTEMPTS} then 'FAILED'
  else 'PENDING' end`;

/** How many of each message's written mails went out, and how many failed for good or were interrupted. */
export async function countDelivered(db: Db, ids: readonly string[]): Promise<Map<string, MessageCounts>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      messageId: messageRecipients.messageId,
      sent: sql<number>`count(*) filter (where ${mailDelivery} = 'SENT')::int`,
      failed: sql<number>`count(*) filter (where ${mailDelivery} in ('UNCONFIRMED', 'FAILED'))::int`,
    })
    .from(messageRecipients)
    .innerJoin(outbox, eq(outbox.id, messageRecipients.mailId))
    .where(inArray(messageRecipients.messageId, [...ids]))
    .groupBy(messageRecipients.messageId);
  return new Map(rows.map((r) => [r.messageId, { sent: Number(r.sent), failed: Number(r.failed) }]));
}

export type RecipientRow = {
  email: string;
  orderId: string;
  orderCode: string;
  /** Null while the recipient waits for its batch (no mail written yet). */
  delivery: MailDelivery | null;
  sentAt: Date | null;
  lastError: string | null;
};

/** A page of a message's recipients in address order, after `after`; with `onlyProblems`, the unsent ones. */
export async function recipientsPage(
  db: Db,
  messageId: string,
  page: { after: string | null; onlyProblems: boolean; limit: number },
): Promise<RecipientRow[]> {
  return db
    .select({
      email: messageRecipients.email,
      orderId: messageRecipients.orderId,
      orderCode: orders.code,
      // Left-joined: no outbox row (a recipient waiting for its batch) leaves the case null.
      delivery: sql<MailDelivery | null>`case when ${outbox.id} is null then null else ${mailDelivery} end`,
      sentAt: outbox.sentAt,
      lastError: outbox.lastError,
    })
    .from(messageRecipients)
    .innerJoin(orders, eq(orders.id, messageRecipients.orderId))
    .leftJoin(outbox, eq(outbox.id, messageRecipients.mailId))
    .where(
      and(
        eq(messageRecipients.messageId, messageId),
        page.after ? sql`${messageRecipients.email} > ${page.after}` : undefined,
        page.onlyProblems ? sql`(${outbox.lastError} is not null or ${outbox.outcome} is not null)` : undefined,
      ),
    )
    .orderBy(messageRecipients.email)
    .limit(page.limit);
}
