import { formatEventDateTime } from '@admit/shared';
import type { EventRow } from '../events/tables.ts';
import type { Mail } from '../mail/outbox.ts';
import { linkOrigin, plainMail } from '../mail/template.ts';
import { subjectTitle } from '../orders/mails.ts';

type About = { event: EventRow; ticketTypeName: string; origins: readonly string[] };

const when = (event: EventRow) => formatEventDateTime(event.startsAt, event.timeZone);

/**
 * The offer, to the address the holder typed. It names the holder's own address, so the receiver knows who it is
 * from, and says how to refuse: by doing nothing.
 */
export function offerMail(a: About & { to: string; from: string; token: string; deadline: Date | null }): Mail {
  const link = `${linkOrigin(a.origins)}/transfers/${encodeURIComponent(a.token)}`;
  return {
    to: a.to,
    subject: `A ticket for ${subjectTitle(a.event.title)} is being passed to you`,
    content: plainMail([
      `${a.from} is passing you a ticket (${a.ticketTypeName}) for ${a.event.title}, ${when(a.event)}.`,
      '',
      `To take it, open this link and sign in or create an account: ${link}`,
      a.deadline ? `The offer can be accepted until ${formatEventDateTime(a.deadline, a.event.timeZone)}.` : '',
      '',
      'If you do not want it, ignore this email: the ticket stays with them.',
    ]),
    meta: { kind: 'ticket-transfer-offer', link },
  };
}

/** To the receiver once they accepted: where their ticket is. */
export function receivedMail(a: About & { to: string; ticketId: string }): Mail {
  const link = `${linkOrigin(a.origins)}/tickets/${a.ticketId}`;
  return {
    to: a.to,
    subject: `Your ticket for ${subjectTitle(a.event.title)}`,
    content: plainMail([
      `The ticket (${a.ticketTypeName}) for ${a.event.title}, ${when(a.event)}, is now yours.`,
      '',
      `Show its code at the door: ${link}`,
    ]),
    meta: { kind: 'ticket-transfer-received', link },
  };
}

/** To the one who passed it on: it is gone from them, its old code no longer gets anyone in. */
export function passedOnMail(a: About & { to: string; receiver: string }): Mail {
  const link = `${linkOrigin(a.origins)}/tickets`;
  return {
    to: a.to,
    subject: `Your ticket for ${subjectTitle(a.event.title)} was passed on`,
    content: plainMail([
      `${a.receiver} accepted the ticket (${a.ticketTypeName}) for ${a.event.title} you passed on.`,
      '',
      'The code you had no longer gets anyone in: the ticket was reissued to them.',
      `Your tickets: ${link}`,
    ]),
    meta: { kind: 'ticket-transfer-passed', link },
  };
}
