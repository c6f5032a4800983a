import {
  MESSAGE_RATE_DEFAULT,
  messageInputSchema,
  messageRateSchema,
  reminderHoursSchema,
  z,
  type MessageInput,
} from '@admit/shared';
import { actorOf, recordAudit } from '../audit/record.ts';
import { badUserInput, emailNotVerified, notFound } from '../../common/errors.ts';
import type { RequestScope } from '../../common/scope.ts';
import { parseInput } from '../../common/validation.ts';
import type { Db } from '../../db/client.ts';
import { countAttempt } from '../../rate-limits/attempts.ts';
import { requireViewer } from '../identity/access.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { renderMail } from '../mail/template.ts';
import { findEventById, updateEventRow } from '../events/repo.ts';
import { renderMarkdown } from '../events/markdown.ts';
import type { EventRow } from '../events/tables.ts';
import { findOrderByCode } from '../order-detail/repo.ts';
import { requirePermission } from '../organizations/access.ts';
import { findTicketTypesByEventIds } from '../ticket-types/repo.ts';
import { messageMail } from './mails.ts';
import * as repo from './repo.ts';
import type { MessageRow } from './tables.ts';

/** The event, for one who may manage it (owners and managers); anyone else finds no event. */
export async function managedEvent(scope: RequestScope, eventId: string): Promise<EventRow> {
  const event = z.uuid().safeParse(eventId).success ? await findEventById(scope.db, eventId) : null;
  if (!event) throw notFound('Event');
  await requirePermission(scope, event.organizationId, 'events.manage');
  return event;
}

/** The recipients as asked, resolved: an order's code to its order, ticket types checked to be the event's. */
async function resolveAudience(db: Db, event: EventRow, input: MessageInput): Promise<repo.Audience> {
  const { audience, ticketTypeIds, orderCode } = input.recipients;
  if (audience === 'ONE_ORDER') {
    const order = await findOrderByCode(db, event.id, (orderCode ?? '').toUpperCase());
    if (!order) throw badUserInput({ 'recipients.orderCode': 'No order of this event has that code.' });
    return { audience, ticketTypeIds: [], orderId: order.id };
  }
  if (audience === 'TICKET_TYPES') {
    const own = new Set((await findTicketTypesByEventIds(db, [event.id])).map((t) => t.id));
    if (!(ticketTypeIds ?? []).every((id) => own.has(id))) {
      throw badUserInput({ 'recipients.ticketTypeIds': 'Choose ticket types of this event.' });
    }
    return { audience, ticketTypeIds: ticketTypeIds ?? [], orderId: null };
  }
  return { audience, ticketTypeIds: [], orderId: null };
}

const NOBODY = 'No one matches these recipients: only buyers of paid orders whose address was confirmed get messages.';

/** The message as it would be mailed (to a sample holder), and how many it would go to now. */
export async function previewMessage(scope: RequestScope, eventId: string, input: unknown) {
  const event = await managedEvent(scope, eventId);
  const message = parseInput(messageInputSchema, input);
  const recipientCount = await repo.countRecipients(
    scope.db,
    event.id,
    await resolveAudience(scope.db, event, message),
  );
  const holder = { email: 'holder@example.com', orderId: '00000000-0000-0000-0000-000000000000', orderCode: 'ABC123' };
  const mail = messageMail(
    event,
    { id: 'preview', subject: message.subject, bodyHtml: renderMarkdown(message.body) },
    holder,
    scope.config.publicOrigins,
  );
  return { subject: mail.subject, recipientCount, ...(await renderMail(mail.content)) };
}

/** The message to the viewer's own verified address, marked as a test; returns the address. */
export async function sendTestMessage(scope: RequestScope, eventId: string, input: unknown): Promise<string> {
  const event = await managedEvent(scope, eventId);
  const message = parseInput(messageInputSchema, input);
  const viewer = await requireViewer(scope);
  const email = viewer.user.emailVerified ? viewer.user.email : null;
  if (!email) throw emailNotVerified('Verify your email address first: a test goes only to your own, proven address.');
  await countAttempt(scope, 'message');
  const holder = { email, orderId: '00000000-0000-0000-0000-000000000000', orderCode: 'TEST' };
  const mail = messageMail(
    event,
    { id: 'test', subject: message.subject, bodyHtml: renderMarkdown(message.body) },
    holder,
    scope.config.publicOrigins,
    { test: true },
  );
  await scope.db.transaction((tx) => enqueueMail(scope.queue, tx, mail, { organizationId: event.organizationId }));
  return email;
}

/**
 * Sends a message to the event's attendees: its recipients fixed and the first batch's job queued in one
 * transaction, refused (nothing written) when they are nobody. The queue writes their mails at the message's rate.
 */
export async function sendMessage(
  scope: RequestScope,
  eventId: string,
  input: unknown,
  rate: number | null | undefined,
): Promise<MessageRow> {
  const event = await managedEvent(scope, eventId);
  const message = parseInput(messageInputSchema, input);
  const ratePerMinute = parseInput(z.object({ ratePerMinute: messageRateSchema }), {
    ratePerMinute: rate ?? MESSAGE_RATE_DEFAULT,
  }).ratePerMinute;
  const audience = await resolveAudience(scope.db, event, message);
  const viewer = await requireViewer(scope);
  const actor = await actorOf(scope);
  await countAttempt(scope, 'message');
  return scope.db.transaction(async (tx) => {
    const created = await createMessage(tx, scope, event, {
      kind: 'ORGANIZER',
      subject: message.subject,
      body: message.body,
      audience,
      ratePerMinute,
      createdBy: viewer.user.id,
    });
    if (!created) throw badUserInput({ recipients: NOBODY });
    await recordAudit(tx, {
      ...actor,
      organizationId: event.organizationId,
      eventId: event.id,
      action: 'message.sent',
      entityType: 'message',
      entityId: created.id,
      before: {},
      after: { subject: created.subject, audience: created.audience, recipients: created.recipientCount },
    });
    return created;
  });
}

export type NewMessage = {
  kind: MessageRow['kind'];
  subject: string;
  body: string;
  audience: repo.Audience;
  ratePerMinute: number;
  createdBy: string | null;
};

/** A message with its recipients and its first job, in the caller's transaction; null when it matches nobody. */
export async function createMessage(
  tx: Db,
  b: Pick<RequestScope, 'queue'>,
  event: EventRow,
  m: NewMessage,
): Promise<MessageRow | null> {
  const row = await repo.insertMessage(tx, {
    organizationId: event.organizationId,
    eventId: event.id,
    kind: m.kind,
    subject: m.subject,
    body: m.body,
    audience: m.audience.audience,
    ticketTypeIds: m.audience.ticketTypeIds,
    orderId: m.audience.orderId,
    ratePerMinute: m.ratePerMinute,
    recipientCount: 0,
    createdBy: m.createdBy,
  });
  const count = await repo.insertRecipients(tx, row, m.audience);
  if (count === 0) return null;
  const created = await repo.setRecipientCount(tx, row.id, count);
  await b.queue.enqueue(tx, 'messages.send', { messageId: row.id }, { organizationId: event.organizationId });
  return created;
}

/** Hours before the start at which holders are reminded, 1 to 168; refused on its field outside that. */
export async function setReminderHours(scope: RequestScope, eventId: string, hours: number): Promise<EventRow> {
  const event = await managedEvent(scope, eventId);
  const { hours: parsed } = parseInput(z.object({ hours: reminderHoursSchema }), { hours });
  const actor = await actorOf(scope);
  return scope.db.transaction(async (tx) => {
    const updated = await updateEventRow(tx, event.id, { reminderHours: parsed });
    await recordAudit(tx, {
      ...actor,
      organizationId: event.organizationId,
      eventId: event.id,
      action: 'event.reminder_changed',
      entityType: 'event',
      entityId: event.id,
      before: { reminderHours: event.reminderHours },
      after: { reminderHours: parsed },
    });
    return updated;
  });
}
