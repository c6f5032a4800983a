import { formatEventRange } from '@admit/shared';
import PDFDocument from 'pdfkit';
import type { EventRow } from '../events/tables.ts';
import type { MailTicket } from './directory.ts';

/** An A6 page (105 × 148 mm) in points: a ticket's size, printed or shown on a phone. */
const PAGE: [number, number] = [298, 420];
const MARGIN = 24;
const QR_SIZE = 200;

/**
 * The order's tickets as one PDF, a page each: the event, when and where, who it admits and as what, its QR code
 * (the same signed code the app shows) and the short code to type when the QR cannot be read. With pdfkit's own
 * Helvetica, so no font file is needed.
 */
export async function ticketsPdf(
  event: Pick<EventRow, 'title' | 'startsAt' | 'endsAt' | 'timeZone' | 'venueName' | 'venueAddress'>,
  orderCode: string,
  tickets: readonly (MailTicket & { qrPng: Buffer })[],
): Promise<Buffer> {
  const doc = new PDFDocument({ size: PAGE, margin: MARGIN, autoFirstPage: false, info: { Title: event.title } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const width = PAGE[0] - 2 * MARGIN;
  for (const ticket of tickets) {
    doc.addPage();
    doc.font('Helvetica-Bold').fontSize(15).text(event.title, { width });
    doc.font('Helvetica').fontSize(9).fillColor('#333333');
    doc.text(formatEventRange(event.startsAt, event.endsAt, event.timeZone), { width });
    doc.text([event.venueName, event.venueAddress].filter(Boolean).join(', '), { width });
    doc.moveDown(0.6).fillColor('#000000').font('Helvetica-Bold').fontSize(12).text(ticket.attendeeName, { width });
    doc.font('Helvetica').fontSize(10).text(ticket.typeName, { width });
    doc.image(ticket.qrPng, (PAGE[0] - QR_SIZE) / 2, doc.y + 6, { width: QR_SIZE, height: QR_SIZE });
    doc.y += QR_SIZE + 12;
    doc.font('Courier-Bold').fontSize(13).text(ticket.shortCode, MARGIN, doc.y, { width, align: 'center' });
    doc.font('Helvetica').fontSize(8).fillColor('#555555');
    doc.text(`Order ${orderCode} · show this page or the code above at the door`, { width, align: 'center' });
  }
  doc.end();
  return done;
}
