import { formatEventDateTime, formatPrice } from '@admit/shared';
import type { EventRow } from '../events/tables.ts';
import type { Mail } from '../mail/outbox.ts';
import { linkOrigin, plainMail } from '../mail/template.ts';
import { subjectTitle } from '../orders/mails.ts';

export type MailAbout = {
  event: EventRow;
  ticketTypeName: string;
  quantity: number;
  origins: readonly string[];
  to: string;
};

const places = (a: MailAbout) => `${a.quantity} ${a.ticketTypeName} ticket${a.quantity === 1 ? '' : 's'}`;
const when = (event: EventRow) => formatEventDateTime(event.startsAt, event.timeZone);

/** A guest's address proves itself before they take a place in line (and before any offer is mailed to it). */
export function confirmMail(a: MailAbout & { token: string }): Mail {
  const link = `${linkOrigin(a.origins)}/waiting-list/confirm/${encodeURIComponent(a.token)}`;
  return {
    to: a.to,
    subject: `Confirm your place on the waiting list for ${subjectTitle(a.event.title)}`,
    content: plainMail([
      `You asked to wait for ${places(a)} for ${a.event.title}, ${when(a.event)}.`,
      '',
      `Open this link to take your place in line: ${link}`,
      '',
      'If it was not you, ignore this email: nobody will write to this address about it again.',
    ]),
    meta: { kind: 'waiting-list-confirm', link },
  };
}

/** Someone (not proven to own the address) asked to change its entry: nothing changed, and it is told so. */
export function changeRequestMail(a: MailAbout): Mail {
  const link = `${linkOrigin(a.origins)}/e/${a.event.slug}`;
  return {
    to: a.to,
    subject: `Your place on the waiting list for ${subjectTitle(a.event.title)}`,
    content: plainMail([
      `Someone asked to change your waiting list entry for ${a.event.title} to ${places(a)}.`,
      '',
      'Your place in line is unchanged. To change it yourself, sign in with this address and join the list again: ' +
        link,
    ]),
    meta: { kind: 'waiting-list-change-request', link },
  };
}

/** Places came back and are held for the entry: the link continues to checkout, until the offer ends. */
export function offerMail(a: MailAbout & { token: string; until: Date; totalMinor: number; currency: string }): Mail {
  const link = `${linkOrigin(a.origins)}/waiting-list/offers/${encodeURIComponent(a.token)}`;
  return {
    to: a.to,
    subject: `Tickets for ${subjectTitle(a.event.title)} are held for you`,
    content: plainMail([
      `Good news: ${places(a)} for ${a.event.title}, ${when(a.event)}, came back, and they are held for you.`,
      `Total: ${formatPrice(a.totalMinor, a.currency)}.`,
      '',
      `Buy them here before ${formatEventDateTime(a.until, a.event.timeZone)}: ${link}`,
      '',
      'If you do not buy them by then, they go to the next person in line.',
    ]),
    meta: { kind: 'waiting-list-offer', link },
  };
}
