import { formatEventDateTime, formatPrice } from '@admit/shared';
import type { EventRow } from '../events/tables.ts';
import type { Mail } from '../mail/outbox.ts';
import { linkOrigin, plainMail } from '../mail/template.ts';
import { subjectTitle } from '../orders/mails.ts';
import type { OrderRow } from '../orders/tables.ts';

/**
 * The cancellation notice to a ticket holder: the event will not take place, the tickets no longer admit anyone,
 * and what is refunded. The one mail of a cancelled event's order (its refund completes without a mail of its own).
 */
export function eventCancelledMail(
  order: OrderRow,
  event: EventRow,
  refundMinor: number,
  origins: readonly string[],
): Mail {
  const link = `${linkOrigin(origins)}/orders/${order.id}`;
  return {
    to: order.buyerEmail ?? '',
    subject: `${subjectTitle(event.title)} is cancelled`,
    content: plainMail([
      `The organizer cancelled ${event.title} (${formatEventDateTime(event.startsAt, event.timeZone)}, ${event.venueName}).`,
      'Your tickets no longer admit anyone.',
      refundMinor > 0
        ? `${formatPrice(refundMinor, order.currency)} is being refunded to your card; it can take a few days to show.`
        : 'Nothing was paid for these tickets, so nothing is refunded.',
      '',
      `Order ${order.code}: ${link}`,
    ]),
    meta: { kind: 'event-cancelled', orderId: order.id, link },
  };
}
