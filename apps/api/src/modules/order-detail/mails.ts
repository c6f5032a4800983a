import { formatEventDateTime, formatPrice } from '@admit/shared';
import type { EventRow } from '../events/tables.ts';
import type { Mail } from '../mail/outbox.ts';
import { linkOrigin, plainMail } from '../mail/template.ts';
import { subjectTitle } from '../orders/mails.ts';
import type { OrderRow } from '../orders/tables.ts';
import type { TicketRow } from '../tickets/tables.ts';

/**
 * One ticket mailed again, at the buyer's asking through the organizer: to the order's proven address only. A
 * guest's carries a fresh order access link (the one mailed before stops working); an account's opens the ticket.
 */
export function ticketMail(
  order: OrderRow,
  event: EventRow,
  ticket: TicketRow,
  typeName: string,
  origins: readonly string[],
  accessToken: string | null,
): Mail {
  const page = accessToken
    ? `${linkOrigin(origins)}/orders/${order.id}?access=${encodeURIComponent(accessToken)}`
    : `${linkOrigin(origins)}/tickets/${ticket.id}`;
  return {
    to: order.buyerEmail ?? '',
    subject: `Your ticket for ${subjectTitle(event.title)}`,
    content: plainMail([
      `Here is ${ticket.attendeeName}’s ${typeName} ticket, sent again at your request.`,
      '',
      event.title,
      `${formatEventDateTime(event.startsAt, event.timeZone)} · ${event.venueName}`,
      '',
      `Ready to show at the door: ${page}`,
      '',
      `Order ${order.code}`,
    ]),
    // The log's copy names the order page, never an access link's token.
    meta: { kind: 'ticket', orderId: order.id, ticketId: ticket.id, link: `${linkOrigin(origins)}/orders/${order.id}` },
  };
}

/** The organizer cancelled the order: its tickets no longer admit anyone, and what (if anything) is refunded. */
export function orderCancelledMail(
  order: OrderRow,
  event: EventRow,
  refundMinor: number,
  origins: readonly string[],
): Mail {
  const link = `${linkOrigin(origins)}/orders/${order.id}`;
  return {
    to: order.buyerEmail ?? '',
    subject: `Your order for ${subjectTitle(event.title)} was cancelled`,
    content: plainMail([
      `The organizer cancelled your order ${order.code}. Its tickets no longer admit anyone.`,
      refundMinor > 0
        ? `${formatPrice(refundMinor, order.currency)} is being refunded to your card.`
        : 'No payment is being refunded.',
      '',
      `Order details: ${link}`,
    ]),
    meta: { kind: 'order-cancelled', orderId: order.id, link },
  };
}

/**
 * The organizer moved a ticket to a dearer type: the buyer pays the difference through the link (its secret in
 * the fragment, never sent to a server's log), and the change is made once the payment arrives.
 */
export function typeChangePaymentMail(
  order: OrderRow,
  event: EventRow,
  change: {
    id: string;
    attendeeName: string;
    fromName: string;
    toName: string;
    differenceMinor: number;
    expiresAt: Date;
  },
  payToken: string,
  origins: readonly string[],
): Mail {
  const payLink = `${linkOrigin(origins)}/changes/${change.id}#${encodeURIComponent(payToken)}`;
  return {
    to: order.buyerEmail ?? '',
    subject: `Pay the difference for your ${subjectTitle(event.title)} ticket`,
    content: plainMail([
      `The organizer moved ${change.attendeeName}’s ticket from ${change.fromName} to ${change.toName}.`,
      `${change.toName} costs ${formatPrice(change.differenceMinor, order.currency)} more. Once you pay it, the ticket`,
      `changes; until then, the ${change.fromName} ticket you have stays valid.`,
      '',
      `Pay by ${formatEventDateTime(change.expiresAt, event.timeZone)}: ${payLink}`,
      '',
      `Order ${order.code}`,
    ]),
    // The log's copy names the order page, never the payment link's secret.
    meta: { kind: 'type-change-payment', orderId: order.id, link: `${linkOrigin(origins)}/changes/${change.id}` },
  };
}
