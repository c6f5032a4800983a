import { sql } from 'drizzle-orm';
import jsQR from 'jsqr';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../../test/test-api.ts';
import {
  createEvent,
  createOrganization,
  createTicketType,
  dataOf,
  errorOf,
  PUBLISH_EVENT,
} from '../../test/org-fixtures.ts';
import { SUBJECT_TITLE_MAX } from '../orders/mails.ts';
import { buy, getOrder, rowsOf } from '../../test/checkout-fixtures.ts';
import { graphql } from '../../test/gql/index.ts';
import { readPdf } from '../../test/pdf-reading.ts';
import { startSmtpSink, type SmtpSink } from '../../test/smtp-sink.ts';

/*
 * Order mail over real SMTP: nodemailer (SMTP_URL) talking to an smtp-server this test starts on loopback, which
 * keeps what arrives. What a buyer would notice: the confirmation reaches their address with the event and the
 * link to their tickets; and an SMTP server that is down costs neither the order nor the mail, which goes out
 * exactly once when the server is back. Background jobs are off: the outbox is drained by hand.
 */

let sink: SmtpSink;

const arrivedFor = (orderId: string) => sink.arrived.filter((m) => m.text.includes(`/orders/${orderId}`));

let api: TestApi;
let owner: string;
let buyer: string;
let buyerEmail: string;
let organizationId: string;

beforeAll(async () => {
  sink = await startSmtpSink();
  api = await createTestApi(
    { SMTP_URL: `smtp://127.0.0.1:${sink.port}`, MAIL_FROM: 'Admit <tickets@admit.test>' },
    { jobs: false },
  );
  owner = (await api.newAccount('owner')).idToken;
  ({ idToken: buyer, email: buyerEmail } = await api.newAccount('buyer'));
  organizationId = (await createOrganization(api, owner)).id;
});
afterAll(async () => {
  await api?.close();
  await sink?.stop();
});

async function eventOnSale(title: string) {
  const event = await createEvent(api, owner, organizationId, { title });
  const ticketType = await createTicketType(api, owner, event.id);
  dataOf(await api.graphql(PUBLISH_EVENT, { token: owner, variables: { id: event.id } }));
  return { eventId: event.id, ticketTypeId: ticketType.id };
}

async function outboxRow(orderId: string) {
  const [row] = await rowsOf<{ sent_at: Date | null; last_error: string | null; attempts: number }>(
    api,
    sql`select sent_at, last_error, attempts from mail_outbox
        where meta->>'orderId' = ${orderId} and meta->>'kind' = 'order-confirmation'`,
  );
  return row;
}

describe('order confirmations over SMTP', () => {
  // Guards: the confirmation is really handed to an SMTP server, to the buyer's address, saying which event and
  // where the tickets are.
  it('a paid order’s confirmation arrives with the buyer’s address, the event and the link to the order', async () => {
    const { eventId, ticketTypeId } = await eventOnSale('Quayside Jazz Night');
    const order = await buy(api, buyer, eventId, [{ ticketTypeId, quantity: 2 }]);
    await expect.poll(() => arrivedFor(order.id).length).toBe(1);
    const [mail] = arrivedFor(order.id);
    expect(mail?.to).toEqual([buyerEmail]);
    expect(mail?.from).toBe('tickets@admit.test');
    expect(mail?.subject).toBe('Your tickets for Quayside Jazz Night');
    expect(mail?.toHeader).toBe(buyerEmail);
    const text = mail?.text ?? '';
    expect(text).toContain('Quayside Jazz Night');
    expect(text).toMatch(/2 × General admission\s+£30\.00/);
    expect(text).toContain(
      `Your tickets, ready to show at the door: ${api.config.publicOrigins[0]}/orders/${order.id}`,
    );
    // Marked sent once the server accepted it (a moment after the server has it).
    await expect.poll(async () => (await outboxRow(order.id))?.sent_at ?? null).not.toBeNull();
    expect(await outboxRow(order.id)).toMatchObject({ last_error: null, attempts: 1 });
  });

  // Guards: a mail failure never loses an order, and the mail is not lost either: it waits in the outbox with
  // the reason, and goes out once, not twice, when the server is back.
  it('with the SMTP server down the order is still paid; the mail waits and is sent once when it is back', async () => {
    const { eventId, ticketTypeId } = await eventOnSale('Harbour Lights After Dark');
    await sink.stop();
    const order = await buy(api, buyer, eventId, [{ ticketTypeId, quantity: 1 }]);
    expect(dataOf(await getOrder(api, buyer, order.id)).order.status).toBe('PAID');
    await expect.poll(async () => (await outboxRow(order.id))?.last_error ?? null).toMatch(/ECONNREFUSED/);
    expect((await outboxRow(order.id))?.sent_at).toBeNull();
    // A failed attempt waits its backoff (half a minute, then doubling): with the server back, nothing goes out yet.
    await sink.start();
    await new Promise((resolve) => setTimeout(resolve, 3000));
    expect(arrivedFor(order.id)).toEqual([]);
    // The backoff over, the queue's retry sends it, once.
    await api.app.queue.retryNow('mail.send');
    await expect.poll(() => arrivedFor(order.id).length, { timeout: 20_000 }).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 3000));
    expect(arrivedFor(order.id).map((m) => m.to)).toEqual([[buyerEmail]]);
    expect(await outboxRow(order.id)).toMatchObject({ last_error: null, attempts: 2 });
    expect(dataOf(await getOrder(api, buyer, order.id)).order.status).toBe('PAID');
  });
});

const TICKETS_OF_ORDER = graphql(`
  query OutboxTicketsOfOrder($id: ID!) {
    order(id: $id) {
      code
      tickets {
        id
        attendeeName
        shortCode
        code
      }
    }
  }
`);

describe('the confirmation people keep', () => {
  // Guards: the mail a buyer keeps carries everything needed at the door, in both parts: the order code and each
  // ticket's code; each ticket's QR inline and in a PDF of a page each, whose QR decodes to the ticket's signed code.
  it('has HTML and text from one template, each ticket’s QR inline, a PDF a page per ticket, and the .ics', async () => {
    const { eventId, ticketTypeId } = await eventOnSale('Lantern Parade');
    const order = await buy(api, buyer, eventId, [{ ticketTypeId, quantity: 2 }]);
    await expect.poll(() => arrivedFor(order.id).length).toBe(1);
    const mail = arrivedFor(order.id)[0];
    const { order: read } = dataOf(await api.graphql(TICKETS_OF_ORDER, { token: buyer, variables: { id: order.id } }));
    const tickets = read?.tickets ?? [];
    expect(tickets).toHaveLength(2);
    for (const part of [mail?.text ?? '', mail?.html ?? '']) {
      expect(part).toContain(`Order ${read?.code ?? 'none'}`);
      for (const t of tickets) expect(part).toContain(t.shortCode ?? 'no code shown');
    }
    expect(mail?.html).toMatch(/<table/);
    const files = mail?.attachments ?? [];
    // Each ticket's QR, shown inline by its content id, decodes to that ticket's signed code.
    for (const t of tickets) {
      const image = files.find((f) => f.cid === `ticket-${t.id}@admit`);
      expect(mail?.html).toContain(`cid:ticket-${t.id}@admit`);
      const { data, info } = await sharp(image?.content).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
      expect(jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data).toBe(t.code);
    }
    const pdf = files.find((f) => f.contentType === 'application/pdf');
    expect(pdf?.filename).toBe(`tickets-${read?.code ?? ''}.pdf`);
    const pages = await readPdf(pdf?.content ?? Buffer.alloc(0));
    expect(pages.map((p) => p.qrCodes)).toEqual(tickets.map((t) => [t.code]));
    pages.forEach((p, i) => {
      expect(p.text).toContain('Lantern Parade');
      expect(p.text).toContain(tickets[i]?.attendeeName ?? 'no name');
      expect(p.text).toContain(tickets[i]?.shortCode ?? 'no code');
    });
    const ics = files.find((f) => f.filename === 'event.ics');
    expect(ics?.content.toString()).toMatch(/BEGIN:VEVENT[\s\S]*SUMMARY:Lantern Parade/);
  });
});

/** The mails that reached an address. */
const arrivedTo = (address: string) => sink.arrived.filter((m) => m.to.includes(address));
const tokenIn = (text: string) => /confirm-email\?token=([\w-]+)/.exec(text)?.[1] ?? '';
const CONFIRM = graphql(`
  mutation OutboxConfirmEmailAddress($t: String!) {
    confirmEmailAddress(token: $t)
  }
`);

describe('mail only to addresses that have proven themselves', () => {
  // Guards: Admit's sender cannot be aimed at a stranger with an organizer's words. A typed address that is not the
  // buyer's own verified one gets a request to confirm, carrying no title, and the tickets only once it does.
  it("a stranger's address gets no tickets until it confirms, and nothing of the organizer's words", async () => {
    const { eventId, ticketTypeId } = await eventOnSale('ACTION REQUIRED: verify your card at evil.example');
    const stranger = `stranger-${Date.now()}@example.test`;
    const order = await buy(api, buyer, eventId, [{ ticketTypeId, quantity: 1 }], stranger);
    await expect.poll(() => arrivedTo(stranger).length).toBe(1);
    const [request] = arrivedTo(stranger);
    expect(request?.subject).toBe('Confirm your email address for your Admit tickets');
    expect(`${request?.subject}${request?.text}`).not.toMatch(/ACTION REQUIRED|evil\.example/);
    expect(arrivedFor(order.id)).toEqual([]);

    // Opening the link proves the address: the tickets follow, once, and later orders go straight there.
    expect(dataOf(await api.graphql(CONFIRM, { variables: { t: tokenIn(request?.text ?? '') } }))).toEqual({
      confirmEmailAddress: 1,
    });
    await expect.poll(() => arrivedFor(order.id).length).toBe(1);
    expect(dataOf(await api.graphql(CONFIRM, { variables: { t: tokenIn(request?.text ?? '') } }))).toEqual({
      confirmEmailAddress: 0,
    });
    const next = await buy(api, buyer, eventId, [{ ticketTypeId, quantity: 1 }], stranger);
    await expect.poll(() => arrivedFor(next.id).length).toBe(1);
    expect(arrivedTo(stranger)).toHaveLength(3);
  });

  // Guards: no mail bombing: however many orders name an address, it is asked once a day, and that one link brings
  // every order's tickets.
  it('asks an address once a day, however many orders name it; one link brings them all', async () => {
    const { eventId, ticketTypeId } = await eventOnSale('Twice Named');
    const other = `twice-${Date.now()}@example.test`;
    const first = await buy(api, buyer, eventId, [{ ticketTypeId, quantity: 1 }], other);
    const second = await buy(api, buyer, eventId, [{ ticketTypeId, quantity: 1 }], other);
    await expect.poll(() => arrivedTo(other).length).toBe(1);
    const token = tokenIn(arrivedTo(other)[0]?.text ?? '');
    expect(dataOf(await api.graphql(CONFIRM, { variables: { t: token } }))).toEqual({
      confirmEmailAddress: 2,
    });
    await expect.poll(() => [arrivedFor(first.id).length, arrivedFor(second.id).length]).toEqual([1, 1]);
  });

  it('asks a signed-in buyer whose own address is not verified yet, like any other', async () => {
    const { eventId, ticketTypeId } = await eventOnSale('Unverified Buyer Night');
    const unverified = await api.newAccount('unverified-buyer', { verified: false });
    const order = await buy(api, unverified.idToken, eventId, [{ ticketTypeId, quantity: 1 }]);
    await expect.poll(() => arrivedTo(unverified.email).length).toBe(1);
    expect(arrivedTo(unverified.email)[0]?.subject).toMatch(/^Confirm your email address/);
    expect(arrivedFor(order.id)).toEqual([]);
  });

  it('refuses a link that was changed, on its field', async () => {
    const res = await api.graphql(CONFIRM, { variables: { t: 'not-a-token-anyone-was-sent' } });
    expect(errorOf(res)).toMatchObject({ code: 'BAD_USER_INPUT', field: 'token' });
  });

  it('cuts a long event title in a subject', async () => {
    const { eventId, ticketTypeId } = await eventOnSale(`The ${'Very '.repeat(20)}Long Festival`);
    const order = await buy(api, buyer, eventId, [{ ticketTypeId, quantity: 1 }]);
    await expect.poll(() => arrivedFor(order.id).length).toBe(1);
    // As written to the outbox (the SMTP header encodes the ellipsis).
    const [row] = await rowsOf<{ subject: string }>(
      api,
      sql`select subject from mail_outbox where meta->>'orderId' = ${order.id} and meta->>'kind' = 'order-confirmation'`,
    );
    const subject = row?.subject ?? '';
    expect(subject).toMatch(/^Your tickets for The Very Very .*…$/);
    expect([...subject.replace('Your tickets for ', '')].length).toBeLessThanOrEqual(SUBJECT_TITLE_MAX);
  });
});
