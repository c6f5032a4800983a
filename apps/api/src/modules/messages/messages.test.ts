import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buy, rowsOf } from '../../test/checkout-fixtures.ts';
import { graphql } from '../../test/gql/index.ts';
import type { MessageInput } from '../../test/gql/graphql.ts';
import {
  addMember,
  createEvent,
  createOrganization,
  createTicketType,
  dataOf,
  errorOf,
  eventInput,
  PUBLISH_EVENT,
} from '../../test/org-fixtures.ts';
import { startSmtpSink, type SmtpSink } from '../../test/smtp-sink.ts';
import { createTestApi, type TestApi } from '../../test/test-api.ts';
import { createMailSender } from '../mail/outbox.ts';
import { findEventById } from '../events/repo.ts';
import { renderMail } from '../mail/template.ts';
import { messageMail, messageMailsOf } from './mails.ts';
import { sendDueReminders } from './reminders.ts';
import { MAIL_ATTEMPTS } from './repo.ts';

/*
 * Messages to attendees, reminders and change notices, over real SMTP (nodemailer to an smtp-server on loopback
 * that keeps what arrives). What an organizer and a holder notice: a message reaches exactly the holders it names,
 * once each, with the organizer's words and nothing unsafe; its progress counts what went; bad input is refused on
 * its field before anything is written; a reminder goes once per order even with two instances; a new venue is
 * told to every holder.
 */

let sink: SmtpSink;
let api: TestApi;
let owner: string;
let organizationId: string;

beforeAll(async () => {
  sink = await startSmtpSink();
  // No periodic sweeps (jobs: false): the reminders' cron would race the test's own two sweeps; the jobs a change
  // enqueues (a message's batches, its mails) still run.
  api = await createTestApi(
    { SMTP_URL: `smtp://127.0.0.1:${sink.port}`, MAIL_FROM: 'Admit <tickets@admit.test>' },
    { jobs: false },
  );
  owner = (await api.newAccount('owner')).idToken;
  organizationId = (await createOrganization(api, owner)).id;
});
afterAll(async () => {
  await api?.close();
  await sink?.stop();
});

const SEND = graphql(`
  mutation MessagesSend($eventId: ID!, $input: MessageInput!, $rate: Int) {
    sendMessage(eventId: $eventId, input: $input, ratePerMinute: $rate) {
      id
      status
      recipientCount
      sent
      pending
      failed
      createdByName
    }
  }
`);
const PREVIEW = graphql(`
  query MessagesPreview($eventId: ID!, $input: MessageInput!) {
    messagePreview(eventId: $eventId, input: $input) {
      subject
      html
      text
      recipientCount
    }
  }
`);
const TEST_SEND = graphql(`
  mutation MessagesTestSend($eventId: ID!, $input: MessageInput!) {
    sendTestMessage(eventId: $eventId, input: $input)
  }
`);
const PROGRESS = graphql(`
  query MessagesProgress($id: ID!) {
    message(id: $id) {
      status
      recipientCount
      sent
      pending
      failed
    }
    messageRecipients(messageId: $id) {
      items {
        email
        status
        error
      }
      nextCursor
    }
  }
`);
const SET_REMINDER = graphql(`
  mutation MessagesSetReminder($eventId: ID!, $hours: Int!) {
    setReminderHours(eventId: $eventId, hours: $hours) {
      reminderHours
    }
  }
`);
const UPDATE_EVENT = graphql(`
  mutation MessagesUpdateEvent($id: ID!, $input: EventInput!) {
    updateEvent(id: $id, input: $input) {
      venueName
    }
  }
`);

/** A published event with two types, and three buyers: one of VIP, one of General, one of both. */
async function eventWithHolders(title: string) {
  const input = eventInput({ title });
  const event = await createEvent(api, owner, organizationId, input);
  const general = await createTicketType(api, owner, event.id, { name: 'General' });
  const vip = await createTicketType(api, owner, event.id, { name: 'VIP', priceMinor: 5000 });
  dataOf(await api.graphql(PUBLISH_EVENT, { token: owner, variables: { id: event.id } }));
  const buyers = await Promise.all(['vip', 'general', 'both'].map((n) => api.newAccount(`${n}-buyer`)));
  const [vipBuyer, generalBuyer, bothBuyer] = buyers;
  if (!vipBuyer || !generalBuyer || !bothBuyer) throw new Error('no buyers');
  const vipOrder = await buy(api, vipBuyer.idToken, event.id, [{ ticketTypeId: vip.id, quantity: 1 }]);
  await buy(api, generalBuyer.idToken, event.id, [{ ticketTypeId: general.id, quantity: 2 }]);
  await buy(api, bothBuyer.idToken, event.id, [
    { ticketTypeId: general.id, quantity: 1 },
    { ticketTypeId: vip.id, quantity: 1 },
  ]);
  const emails = { vip: vipBuyer.email, general: generalBuyer.email, both: bothBuyer.email };
  return { event, input, general, vip, emails, vipOrder };
}

const arrivedWith = (subject: string) => sink.arrived.filter((m) => m.subject === subject);

describe('a message to attendees', () => {
  // Guards: the audience is honoured (VIP holders only, each once), the organizer's Markdown arrives formatted and
  // without script, and the progress and each recipient's status say what went.
  it('reaches only the holders of the chosen types, once each, and its progress counts them', async () => {
    const { event, vip, emails } = await eventWithHolders('Message Night');
    const input = {
      subject: 'Doors open early for VIP',
      body: 'Come at **18:00**.<script>alert(1)</script>',
      recipients: { audience: 'TICKET_TYPES' as const, ticketTypeIds: [vip.id] },
    };
    const preview = dataOf(await api.graphql(PREVIEW, { token: owner, variables: { eventId: event.id, input } }));
    expect(preview.messagePreview).toMatchObject({ subject: 'Doors open early for VIP', recipientCount: 2 });
    expect(preview.messagePreview.html).toContain('<strong>18:00</strong>');
    expect(preview.messagePreview.html).not.toContain('<script');

    const sent = dataOf(await api.graphql(SEND, { token: owner, variables: { eventId: event.id, input } }));
    expect(sent.sendMessage).toMatchObject({ status: 'SENDING', recipientCount: 2 });
    await expect.poll(() => arrivedWith(input.subject).length, { timeout: 15_000 }).toBe(2);
    const got = arrivedWith(input.subject);
    expect(got.flatMap((m) => m.to).sort()).toEqual([emails.vip, emails.both].sort());
    expect(got[0]?.html).toContain('<strong>18:00</strong>');
    expect(got[0]?.html).not.toMatch(/<script|alert\(1\)/);
    expect(got[0]?.text).toContain('Come at 18:00.');
    const progress = async () =>
      dataOf(await api.graphql(PROGRESS, { token: owner, variables: { id: sent.sendMessage.id } }));
    await expect.poll(async () => (await progress()).message).toMatchObject({ status: 'QUEUED', sent: 2, pending: 0 });
    expect((await progress()).messageRecipients.items.map((r) => r.status)).toEqual(['SENT', 'SENT']);
  });

  // Guards: a batch renders the message once and fills in each holder's order; every copy must be exactly the mail
  // that holder would get rendered alone (their order's code and link, nobody else's), even when the organizer's
  // words look like the stand-ins.
  it('gives each holder of a batch the mail rendered for them alone', async () => {
    const { event } = await eventWithHolders('Batch Render Night');
    const row = await findEventById(api.database.db, event.id);
    if (!row) throw new Error('no event');
    const message = { id: 'm-1', subject: 'Gates', bodyHtml: '<p>Order code-1 and order-2: gates at <b>7</b>.</p>' };
    const origins = ['https://tickets.example.test'];
    const mailFor = await messageMailsOf(row, message, origins);
    const holders = [
      { email: 'a@example.test', orderId: '5f0c8f7e-0d3a-4c43-9a44-0b7f7d8b1a01', orderCode: 'K7Q2XP' },
      { email: 'b@example.test', orderId: '9d1e2a3b-4c5d-4e6f-8a9b-0c1d2e3f4a5b', orderCode: 'ZZ9PLR' },
    ];
    for (const holder of holders) {
      const alone = messageMail(row, message, holder, origins);
      const { html, text } = await renderMail(alone.content);
      const copy = mailFor(holder);
      expect(copy).toEqual({ to: holder.email, subject: alone.subject, meta: alone.meta, html, text });
      expect(copy.text).toContain(`Order ${holder.orderCode}: https://tickets.example.test/orders/${holder.orderId}`);
    }
  });

  // Guards: bad input is refused on its field, and nothing is written: no message, no mail.
  it('refuses an empty or long subject or body, recipients matching nobody, and an unknown order, on their fields', async () => {
    const { event, vipOrder } = await eventWithHolders('Refusals Night');
    const base: MessageInput = { subject: 'Hello', body: 'Words', recipients: { audience: 'EVERYONE' } };
    const refusal = async (input: MessageInput) =>
      errorOf(await api.graphql(SEND, { token: owner, variables: { eventId: event.id, input } }));
    expect(await refusal({ ...base, subject: '  ' })).toMatchObject({ code: 'BAD_USER_INPUT', field: 'subject' });
    expect(await refusal({ ...base, subject: 'x'.repeat(151) })).toMatchObject({ field: 'subject' });
    expect(await refusal({ ...base, body: '' })).toMatchObject({ code: 'BAD_USER_INPUT', field: 'body' });
    expect(await refusal({ ...base, body: 'x'.repeat(20_001) })).toMatchObject({ field: 'body' });
    expect(await refusal({ ...base, recipients: { audience: 'CHECKED_IN' } })).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'recipients',
      message: expect.stringMatching(/No one matches/),
    });
    expect(await refusal({ ...base, recipients: { audience: 'ONE_ORDER', orderCode: 'NOPE42' } })).toMatchObject({
      field: 'recipients.orderCode',
    });
    const [written] = await rowsOf<{ n: number }>(
      api,
      sql`select count(*)::int as n from messages where event_id = ${event.id}`,
    );
    expect(written?.n).toBe(0);
    // One order's buyer, by the code the order list shows (typed in lower case).
    const [order] = await rowsOf<{ code: string }>(api, sql`select code from orders where id = ${vipOrder.id}`);
    const one: MessageInput = {
      ...base,
      subject: 'Just you',
      recipients: { audience: 'ONE_ORDER', orderCode: (order?.code ?? '').toLowerCase() },
    };
    expect(
      dataOf(await api.graphql(SEND, { token: owner, variables: { eventId: event.id, input: one } })).sendMessage
        .recipientCount,
    ).toBe(1);
  });

  // Guards: a test goes to the organizer's own proven address only, marked as a test; door staff may not send.
  it('sends a test to the organizer alone, and refuses door staff', async () => {
    const { event } = await eventWithHolders('Test Send Night');
    const input = {
      subject: 'Parking update',
      body: 'Use the north lot.',
      recipients: { audience: 'EVERYONE' as const },
    };
    const address = dataOf(await api.graphql(TEST_SEND, { token: owner, variables: { eventId: event.id, input } }));
    await expect.poll(() => arrivedWith('[Test] Parking update').map((m) => m.to)).toEqual([[address.sendTestMessage]]);
    expect(arrivedWith('Parking update')).toEqual([]);
    const staff = await addMember(api, owner, organizationId, 'DOOR_STAFF');
    expect(errorOf(await api.graphql(SEND, { token: staff.token, variables: { eventId: event.id, input } })).code).toBe(
      'FORBIDDEN',
    );
  });
});

describe('a message’s mail cut off by a crash', () => {
  // Guards: "sends nobody a second copy": a message's mail an instance was handing over when it died is reported
  // UNCONFIRMED to the organizer, and never sent again by the retry.
  it('is marked UNCONFIRMED and not sent again', async () => {
    const [row] = await rowsOf<{ id: string }>(
      api,
      sql`insert into mail_outbox ("to", subject, text, meta, at_most_once, sending_since)
          values ('cut-off@example.test', 'Cut off mid-delivery', 'words', '{"kind":"message"}', true, now())
          returning id`,
    );
    const log = { info: () => undefined, warn: () => undefined };
    const sender = createMailSender(api.database.db, api.config.mail, log);
    expect(await sender.send(row?.id ?? '')).toBe('unconfirmed');
    expect(await sender.send(row?.id ?? '')).toBe('unconfirmed');
    const [after] = await rowsOf<{ outcome: string | null; sent_at: Date | null }>(
      api,
      sql`select outcome, sent_at from mail_outbox where id = ${row?.id ?? ''}`,
    );
    expect(after).toEqual({ outcome: 'UNCONFIRMED', sent_at: null });
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(arrivedWith('Cut off mid-delivery')).toEqual([]);
  });
});

describe('a message’s progress', () => {
  // Guards: the organizer's count and each recipient's status tell apart a mail sent, one that failed for good (its
  // last attempt used: the queue gives up), one cut off mid-send, and one still waiting for its batch. The mails go
  // out for real; their rows are then set as a permanent SMTP refusal and a crash would leave them (a real refusal
  // takes five attempts 30 s apart, and a crash is its own test above).
  it('counts and names sent, failed, cut off and waiting mails apart', async () => {
    const { event, emails } = await eventWithHolders('Progress Night');
    const input = { subject: 'Progress check', body: 'Words.', recipients: { audience: 'EVERYONE' as const } };
    const sent = dataOf(await api.graphql(SEND, { token: owner, variables: { eventId: event.id, input } }));
    await expect.poll(() => arrivedWith(input.subject).length, { timeout: 15_000 }).toBe(3);
    const id = sent.sendMessage.id;
    const mailOf = (email: string) =>
      sql`(select mail_id from message_recipients where message_id = ${id} and email = ${email})`;
    await expect
      .poll(
        async () =>
          (
            await rowsOf<{ n: number }>(
              api,
              sql`select count(*)::int as n from mail_outbox
          where sent_at is not null and id in (select mail_id from message_recipients where message_id = ${id})`,
            )
          )[0]?.n,
      )
      .toBe(3);
    await api.database.db.execute(sql`update mail_outbox set sent_at = null, attempts = ${MAIL_ATTEMPTS},
      last_error = '550 mailbox unavailable' where id = ${mailOf(emails.vip)}`);
    await api.database.db.execute(
      sql`update mail_outbox set sent_at = null, outcome = 'UNCONFIRMED' where id = ${mailOf(emails.general)}`,
    );
    const progress = dataOf(await api.graphql(PROGRESS, { token: owner, variables: { id } }));
    expect(progress.message).toMatchObject({ recipientCount: 3, sent: 1, failed: 2, pending: 0 });
    const byEmail = new Map(progress.messageRecipients.items.map((r) => [r.email, r]));
    expect(byEmail.get(emails.vip)).toMatchObject({ status: 'FAILED', error: '550 mailbox unavailable' });
    expect(byEmail.get(emails.general)?.status).toBe('UNCONFIRMED');
    expect(byEmail.get(emails.both)).toMatchObject({ status: 'SENT', error: null });

    await api.database.db.execute(
      sql`update message_recipients set mail_id = null where message_id = ${id} and email = ${emails.both}`,
    );
    const later = dataOf(await api.graphql(PROGRESS, { token: owner, variables: { id } }));
    expect(later.message).toMatchObject({ sent: 0, failed: 2, pending: 1 });
    expect(later.messageRecipients.items.find((r) => r.email === emails.both)?.status).toBe('WAITING');
  });
});

describe('reminders and change notices', () => {
  // Guards: the offset's bounds, and a reminder sent once per order though two instances sweep at the same moment.
  it('reminds each order once with two instances, at the hours the organizer set', async () => {
    const { event, emails } = await eventWithHolders('Reminder Night');
    for (const hours of [0, 169]) {
      const res = await api.graphql(SET_REMINDER, { token: owner, variables: { eventId: event.id, hours } });
      expect(errorOf(res)).toMatchObject({ code: 'BAD_USER_INPUT', field: 'hours' });
    }
    const set = await api.graphql(SET_REMINDER, { token: owner, variables: { eventId: event.id, hours: 48 } });
    expect(dataOf(set).setReminderHours.reminderHours).toBe(48);
    // The event is now 40 hours away, and its orders were paid a week ago: inside the 48-hour window.
    await api.database.db.execute(
      sql`update events set starts_at = now() + interval '40 hours', ends_at = now() + interval '45 hours' where id = ${event.id}`,
    );
    await api.database.db.execute(
      sql`update orders set paid_at = now() - interval '7 days' where event_id = ${event.id}`,
    );
    const second = await createTestApi({ SMTP_URL: `smtp://127.0.0.1:${sink.port}` }, { sharing: api, jobs: false });
    try {
      const backends = [api, second].map((a) => a.app.checkout.backends);
      const written = await Promise.all(backends.map((b) => sendDueReminders(b)));
      expect((written[0] ?? 0) + (written[1] ?? 0)).toBe(3);
      expect(await Promise.all(backends.map((b) => sendDueReminders(b)))).toEqual([0, 0]);
    } finally {
      await second.close();
    }
    const reminders = () => sink.arrived.filter((m) => m.subject === 'Reminder: Reminder Night is coming up');
    await expect.poll(() => reminders().length, { timeout: 15_000 }).toBe(3);
    expect(
      reminders()
        .flatMap((m) => m.to)
        .sort(),
    ).toEqual(Object.values(emails).sort());
    expect(reminders()[0]?.attachments.some((a) => a.contentType === 'application/pdf')).toBe(true);
  });

  // Guards: a new venue is told to every holder once; an edit of the description alone mails nobody.
  it('tells every holder of a new venue, and nobody of a new description', async () => {
    const { event, input, emails } = await eventWithHolders('Venue Night');
    const update = (changes: object) =>
      api.graphql(UPDATE_EVENT, { token: owner, variables: { id: event.id, input: { ...input, ...changes } } });
    dataOf(await update({ description: 'Now with more **music**.' }));
    dataOf(await update({ venueName: 'The New Pier' }));
    const notices = () => sink.arrived.filter((m) => m.subject === 'Venue Night: new venue');
    await expect.poll(() => notices().length, { timeout: 15_000 }).toBe(3);
    expect(
      notices()
        .flatMap((m) => m.to)
        .sort(),
    ).toEqual(Object.values(emails).sort());
    expect(notices()[0]?.text).toMatch(/Where: The New Pier, 1 Quay Street, Bristol \(was The Old Harbour/);
    expect(sink.arrived.filter((m) => m.subject.startsWith('Venue Night:'))).toHaveLength(3);
  });
});
