import { formatEventRange, MESSAGE_RATE_MAX } from '@admit/shared';
import type { DomainEvents } from '../../common/domain-events.ts';
import type { EventRow } from '../events/tables.ts';
import { subjectTitle } from '../orders/mails.ts';
import { createMessage } from './service.ts';

const when = (e: EventRow) => formatEventRange(e.startsAt, e.endsAt, e.timeZone);
const where = (e: EventRow) => [e.venueName, e.venueAddress].filter(Boolean).join(', ');

/** What a holder must hear of an edit: a new time (or zone) or a new venue; nothing else is mailed. */
function changesTold(before: EventRow, after: EventRow): { time: boolean; venue: boolean } {
  return { time: when(before) !== when(after), venue: where(before) !== where(after) };
}

/**
 * A published event's new time or venue, told to every holder as a message of Admit's own (CHANGE_NOTICE), at the
 * fastest rate, queued in the edit's transaction. An event with no holders yet sends nothing.
 */
export async function tellHoldersOfChange({ tx, queue, before, after }: DomainEvents['event.updated']): Promise<void> {
  if (after.status !== 'PUBLISHED') return;
  const { time, venue } = changesTold(before, after);
  if (!time && !venue) return;
  const what = time && venue ? 'new time and venue' : time ? 'new time' : 'new venue';
  const lines = [
    `The organizer of ${after.title} changed ${time && venue ? 'when and where it takes place' : time ? 'when it takes place' : 'where it takes place'}.`,
    '',
  ];
  if (time) lines.push(`**When:** ${when(after)} (was ${when(before)})`, '');
  if (venue) lines.push(`**Where:** ${where(after)} (was ${where(before)})`, '');
  lines.push('Your tickets stay valid: there is nothing you need to do.');
  await createMessage(tx, { queue }, after, {
    kind: 'CHANGE_NOTICE',
    subject: `${subjectTitle(after.title)}: ${what}`,
    body: lines.join('\n'),
    audience: { audience: 'EVERYONE', ticketTypeIds: [], orderId: null },
    ratePerMinute: MESSAGE_RATE_MAX,
    createdBy: null,
  });
}
