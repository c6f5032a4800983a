import QRCode from 'qrcode';
import type { Db } from '../../db/client.ts';
import { findEventById } from '../events/repo.ts';
import type { MailAttachment, MailAttachments } from '../mail/outbox.ts';
import { ticketImageCid } from '../mail/template.ts';
import { findOrderById } from '../orders/repo.ts';
import { ticketDirectory, type MailTicket } from './directory.ts';
import { ticketsPdf } from './pdf.ts';
import { calendarOf } from './service.ts';

/** The mails that carry tickets: the confirmation (all of the order's) and a ticket sent again (that one). */
const CARRIES_TICKETS = new Set(['order-confirmation', 'ticket', 'event-reminder']);

/** A QR image for a mail: large enough to scan from a screen, error correction M as on the ticket page. */
const qrPng = (code: string) =>
  QRCode.toBuffer(code, { type: 'png', errorCorrectionLevel: 'M', margin: 2, width: 360 });

/**
 * A mail's tickets, made as it is sent, from the tickets valid then (one voided since the mail was written is left
 * out): each as an inline QR image, all of them as one PDF, and the event as an .ics file.
 */
export function ticketMailAttachments(db: Db, origin: string): MailAttachments {
  return async (mail) => {
    const orderId = mail.meta['orderId'];
    if (!CARRIES_TICKETS.has(mail.meta['kind'] ?? '') || !orderId) return [];
    const order = await findOrderById(db, orderId);
    const event = order ? await findEventById(db, order.eventId) : null;
    if (!order || !event) return [];
    const only = mail.meta['ticketId'];
    const valid: MailTicket[] = (await ticketDirectory.validOfOrder(db, orderId)).filter((t) => !only || t.id === only);
    const tickets = await Promise.all(valid.map(async (t) => ({ ...t, qrPng: await qrPng(t.code) })));
    const images: MailAttachment[] = tickets.map((t) => ({
      filename: `ticket-${t.shortCode}.png`,
      content: t.qrPng,
      contentType: 'image/png',
      cid: ticketImageCid(t.id),
    }));
    const files: MailAttachment[] = [
      { filename: 'event.ics', content: Buffer.from(calendarOf(event, origin)), contentType: 'text/calendar' },
    ];
    if (tickets.length > 0) {
      const pdf = await ticketsPdf(event, order.code, tickets);
      files.unshift({ filename: `tickets-${order.code}.pdf`, content: pdf, contentType: 'application/pdf' });
    }
    return [...images, ...files];
  };
}
