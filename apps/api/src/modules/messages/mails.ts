import { Heading, Section } from '@react-email/components';
import { createElement as h, type ReactElement } from 'react';
import type { EventRow } from '../events/tables.ts';
import { randomUUID } from 'node:crypto';
import type { Mail, RenderedMail } from '../mail/outbox.ts';
import { linkOrigin, MailLayout, mailColours, Paragraphs, renderMail } from '../mail/template.ts';
import { WhenAndWhere } from '../orders/confirmation-mail.ts';
import { subjectTitle } from '../orders/mails.ts';

/** Who a message or a reminder is for: an address and the order it holds. */
export type Holder = { email: string; orderId: string; orderCode: string };

const title = (text: string) =>
  h(Heading, { as: 'h1', style: { color: mailColours.text, fontSize: '22px', margin: '0 0 12px' } }, text);

/**
 * An organizer's message to a ticket holder: their words (Markdown, sanitised as event descriptions are, so no
 * script, no image from elsewhere and no form), under the event's name, and why the holder got it.
 */
export function messageMail(
  event: EventRow,
  message: { id: string; subject: string; bodyHtml: string },
  holder: Holder,
  origins: readonly string[],
  options: { test?: boolean } = {},
): Mail {
  const link = `${linkOrigin(origins)}/orders/${holder.orderId}`;
  const content: ReactElement = h(
    MailLayout,
    { preview: message.subject },
    title(event.title),
    h(Paragraphs, { lines: [`A message from the organizer of ${event.title}:`] }),
    h(
      Section,
      { style: { color: mailColours.text, fontSize: '15px', lineHeight: '22px', margin: '0 0 14px' } },
      h('div', { dangerouslySetInnerHTML: { __html: message.bodyHtml } }),
    ),
    h(Paragraphs, {
      lines: [
        options.test
          ? 'This is a test: the message goes to no one else until it is sent.'
          : `You get this because you hold tickets for ${event.title}.`,
        `Order ${holder.orderCode}: ${link}`,
      ],
    }),
  );
  return {
    to: holder.email,
    subject: options.test ? `[Test] ${message.subject}` : message.subject,
    content,
    meta: { kind: 'message', messageId: message.id, orderId: holder.orderId, eventId: event.id, link },
  };
}

/**
 * The message's mail for each holder of a batch, rendered once (rendering is most of a mail's cost, and a batch at
 * the highest rate is 1,000 mails): rendered with stand-ins where a holder's order goes, each copy is that mail with
 * the holder's order put in. The stand-ins are new random words each time, so no organizer's text can hold them.
 */
export async function messageMailsOf(
  event: EventRow,
  message: { id: string; subject: string; bodyHtml: string },
  origins: readonly string[],
): Promise<(holder: Holder) => RenderedMail> {
  const standIn: Holder = { email: '', orderId: `order-${randomUUID()}`, orderCode: `code-${randomUUID()}` };
  const { content, ...shared } = messageMail(event, message, standIn, origins);
  const { html, text } = await renderMail(content);
  const fill = (part: string, holder: Holder) =>
    part.replaceAll(standIn.orderId, holder.orderId).replaceAll(standIn.orderCode, holder.orderCode);
  return (holder) => ({
    to: holder.email,
    subject: shared.subject,
    meta: Object.fromEntries(Object.entries(shared.meta).map(([key, value]) => [key, fill(value, holder)])),
    html: fill(html, holder),
    text: fill(text, holder),
  });
}

/** The reminder before the event: when and where, in its own zone, with the tickets attached again. */
export function reminderMail(event: EventRow, holder: Holder, hoursBefore: number, origins: readonly string[]): Mail {
  const link = `${linkOrigin(origins)}/orders/${holder.orderId}`;
  const content = h(
    MailLayout,
    { preview: `${event.title} is coming up` },
    title(`${event.title} is coming up`),
    h(WhenAndWhere, { event }),
    h(Paragraphs, {
      lines: [
        'Your tickets are attached (a PDF, a page each) and on your order page, ready to show at the door:',
        link,
        '',
        `Order ${holder.orderCode}`,
      ],
    }),
  );
  return {
    to: holder.email,
    subject: `Reminder: ${subjectTitle(event.title)} ${hoursBefore <= 36 ? 'is soon' : 'is coming up'}`,
    content,
    meta: { kind: 'event-reminder', orderId: holder.orderId, link },
  };
}
