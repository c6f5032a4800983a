import { formatEventRange, formatPrice } from '@admit/shared';
import { Column, Heading, Img, Link, Row, Section, Text } from '@react-email/components';
import { createElement as h, type ReactElement } from 'react';
import type { EventRow } from '../events/tables.ts';
import { ActionButton, MailLayout, mailColours, paragraph, Paragraphs, ticketImageCid } from '../mail/template.ts';
import type { TicketTypeRow } from '../ticket-types/tables.ts';
import type { OrderLineRow, OrderRow } from './tables.ts';

/** A valid ticket as the confirmation shows it (Backends' ticket directory reads them). */
export type ConfirmedTicket = { id: string; attendeeName: string; typeName: string; shortCode: string };

export type ConfirmationContent = {
  order: OrderRow;
  event: EventRow;
  lines: OrderLineRow[];
  types: TicketTypeRow[];
  tickets: readonly ConfirmedTicket[];
  /** The order page, or a guest's access link to it. */
  link: string;
  intro: string;
  keeping: readonly string[];
};

const cell = { ...paragraph, margin: '0 0 6px' };
const mapLink = (event: EventRow) =>
  `https://www.openstreetmap.org/search?query=${encodeURIComponent([event.venueName, event.venueAddress].filter(Boolean).join(', '))}`;

/** When and where, in the event's own time zone, with the venue's map. */
export function WhenAndWhere({ event }: { event: EventRow }): ReactElement {
  return h(
    Section,
    null,
    h(
      Text,
      { style: cell },
      h('strong', null, 'When: '),
      formatEventRange(event.startsAt, event.endsAt, event.timeZone),
    ),
    h(
      Text,
      { style: paragraph },
      h('strong', null, 'Where: '),
      [event.venueName, event.venueAddress].filter(Boolean).join(', '),
      ' (',
      h(Link, { href: mapLink(event), style: { color: mailColours.accent } }, 'map'),
      ')',
    ),
  );
}

/** What was bought: a row per line and the total, as a table (every client lays it out). */
function Lines({ order, lines, types }: Pick<ConfirmationContent, 'order' | 'lines' | 'types'>): ReactElement {
  const row = (key: string, left: string, right: string, strong = false) =>
    h(Row, {
      key,
      children: [
        h(Column, { key: 'what' }, h(Text, { style: cell }, strong ? h('strong', null, left) : left)),
        h(
          Column,
          { key: 'amount', align: 'right' },
          h(Text, { style: cell }, strong ? h('strong', null, right) : right),
        ),
      ],
    });
  return h(
    Section,
    { style: { margin: '4px 0 14px' } },
    lines.map((l) =>
      row(
        l.id,
        `${l.quantity} × ${types.find((t) => t.id === l.ticketTypeId)?.name ?? 'Ticket'}`,
        formatPrice(l.unitPriceMinor * l.quantity, order.currency),
      ),
    ),
    row('total', 'Total', formatPrice(order.totalMinor, order.currency), true),
  );
}

/** One ticket: its QR code inline (attached as an image), who it admits, as what, and its short code. */
function TicketCard({ ticket }: { ticket: ConfirmedTicket }): ReactElement {
  return h(
    Section,
    { style: { border: '1px solid #d1d9e0', borderRadius: '8px', margin: '0 0 12px', padding: '12px' } },
    h(Img, {
      src: `cid:${ticketImageCid(ticket.id)}`,
      alt: `QR code of ${ticket.attendeeName}’s ticket`,
      width: 180,
      height: 180,
      style: { backgroundColor: '#ffffff', margin: '0 auto 8px' },
    }),
    h(
      Text,
      { style: { ...cell, textAlign: 'center' } },
      h('strong', null, ticket.attendeeName),
      ` · ${ticket.typeName}`,
    ),
    h(Text, { style: { ...cell, textAlign: 'center', fontFamily: 'Courier, monospace' } }, `Code ${ticket.shortCode}`),
  );
}

/**
 * The confirmation: the order code, each ticket with its QR code, the event's time in its own zone, the venue
 * with a map link and the link to the order page; the tickets' PDF and the .ics come attached.
 */
export function ConfirmationEmail(c: ConfirmationContent): ReactElement {
  const { order, event, tickets } = c;
  return h(
    MailLayout,
    { preview: `Order ${order.code}: ${tickets.length} ticket${tickets.length === 1 ? '' : 's'} for ${event.title}` },
    h(Heading, { as: 'h1', style: { color: mailColours.text, fontSize: '22px', margin: '0 0 12px' } }, event.title),
    h(Paragraphs, { lines: [c.intro] }),
    h(WhenAndWhere, { event }),
    h(Lines, c),
    h(ActionButton, { href: c.link, label: 'Open your tickets' }),
    h(Paragraphs, { lines: [`Your tickets, ready to show at the door: ${c.link}`, '', ...c.keeping] }),
    tickets.map((ticket) => h(TicketCard, { key: ticket.id, ticket })),
    h(Paragraphs, {
      lines: [
        'The tickets are attached as a PDF (a page each), and the event as a calendar file.',
        '',
        `Order ${order.code}`,
      ],
    }),
  );
}
