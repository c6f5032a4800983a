import { formatPrice } from '@admit/shared';
import type { Mail } from '../mail/outbox.ts';
import { linkOrigin, plainMail } from '../mail/template.ts';
import type { EventRow } from '../events/tables.ts';
import { createElement } from 'react';
import { ConfirmationEmail, type ConfirmationContent } from './confirmation-mail.ts';
import type { OrderRow } from './tables.ts';

/** Longest event title a subject carries: enough to recognise an event, too short to carry a pitch. */
export const SUBJECT_TITLE_MAX = 50;

/** The event's title as a subject line carries it: cut to SUBJECT_TITLE_MAX characters, with an ellipsis. */
export function subjectTitle(title: string): string {
  const chars = [...title.replace(/\s+/g, ' ').trim()];
  return chars.length <= SUBJECT_TITLE_MAX
    ? chars.join('')
    : `${chars
        .slice(0, SUBJECT_TITLE_MAX - 1)
        .join('')
        .trimEnd()}…`;
}

/**
 * Asks an address to prove itself before Admit sends it tickets. It carries none of the organizer's words (no
 * title, no venue), so no one can borrow Admit's name to mail a stranger their text.
 */
export function addressConfirmationMail(to: string, token: string, origins: readonly string[]): Mail {
  const link = `${linkOrigin(origins)}/confirm-email?token=${encodeURIComponent(token)}`;
  return {
    to,
    subject: 'Confirm your email address for your Admit tickets',
    content: plainMail([
      'Someone bought tickets on Admit and asked for them to be sent to this address.',
      '',
      `If that was you, confirm the address and your tickets will follow: ${link}`,
      '',
      'If it was not you, ignore this email: nothing more will be sent to this address.',
    ]),
    meta: { kind: 'address-confirmation', link },
  };
}

/**
 * The confirmation: what was bought, for when and where, each ticket with its QR code, and the link to the tickets.
 * A guest's carries the order access link, which opens the tickets without an account; an account's opens the
 * order once signed in.
 */
export function confirmationMail(
  content: Pick<ConfirmationContent, 'order' | 'event' | 'lines' | 'types' | 'tickets'>,
  origins: readonly string[],
  { late, accessToken }: { late: boolean; accessToken?: string | undefined },
): Mail {
  const { order, event } = content;
  const orderPage = `${linkOrigin(origins)}/orders/${order.id}`;
  const link = accessToken ? `${orderPage}?access=${encodeURIComponent(accessToken)}` : orderPage;
  const keeping = accessToken
    ? [
        'This link opens your tickets without an account: keep this email. Anyone you forward it to can open them too.',
        `To keep them in an account, sign in or create one with this address: ${linkOrigin(origins)}/tickets`,
      ]
    : [`All your tickets: ${linkOrigin(origins)}/tickets`];
  const intro = late
    ? 'Your payment arrived after your hold ended, and tickets were still available: your order is confirmed.'
    : 'Thank you: your order is confirmed.';
  return {
    to: order.buyerEmail ?? '',
    subject: `Your tickets for ${subjectTitle(event.title)}`,
    content: createElement(ConfirmationEmail, { ...content, link, intro, keeping }),
    // The log's copy names the order page, never the access link's token.
    meta: { kind: 'order-confirmation', orderId: order.id, link: orderPage },
  };
}

/** A payment that came after the hold ended and found nothing left: refunded, and the buyer told so. */
export function latePaymentRefundedMail(order: OrderRow, event: EventRow, origins: readonly string[]): Mail {
  const link = `${linkOrigin(origins)}/orders/${order.id}`;
  return {
    to: order.buyerEmail ?? '',
    subject: `Your payment for ${subjectTitle(event.title)} is being refunded`,
    content: plainMail([
      `Your payment of ${formatPrice(order.totalMinor, order.currency)} arrived after your hold on the tickets ended,`,
      'and they had sold out in the meantime. We are refunding the full amount to your card; no tickets were issued.',
      '',
      `Order ${order.code}: ${link}`,
    ]),
    meta: { kind: 'late-payment-refunded', orderId: order.id, link },
  };
}

export function refundMail(
  order: OrderRow,
  event: EventRow,
  amountMinor: number,
  tickets: number,
  origins: readonly string[],
): Mail {
  const link = `${linkOrigin(origins)}/orders/${order.id}`;
  return {
    to: order.buyerEmail ?? '',
    subject: `Refund for ${subjectTitle(event.title)}`,
    content: plainMail([
      `${formatPrice(amountMinor, order.currency)} is being refunded to your card for ${tickets === 0 ? 'your order' : `${tickets} ticket${tickets === 1 ? '' : 's'}`}.`,
      // A refund that voids nothing (a ticket moved to a cheaper type) leaves every ticket good.
      ...(tickets > 0 ? ['Refunded tickets no longer admit anyone.'] : []),
      '',
      `Order ${order.code}: ${link}`,
    ]),
    meta: { kind: 'refund', orderId: order.id, link },
  };
}
