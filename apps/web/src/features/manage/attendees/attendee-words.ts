import { REJECTION_LABELS, type CheckInOutcome, type CheckInRejection } from '@admit/shared';

type Answer = {
  outcome: CheckInOutcome;
  reason?: CheckInRejection | null | undefined;
  firstCheckIn?: { at: string; deviceName: string } | null | undefined;
};

/** When a ticket was let in, short enough for a phone's card ("Nov 26, 7:02 PM"), in the event's time zone. */
export function checkInTime(at: string, timeZone: string): string {
  return new Intl.DateTimeFormat(undefined, {
    timeZone,
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  }).format(new Date(at));
}

/** What a check-in by hand did, in a sentence for the screen's status line. */
export function checkInWords(name: string, listName: string, answer: Answer, timeZone: string): string {
  switch (answer.outcome) {
    case 'ADMITTED':
    case 'EXITED':
      return `${name} is checked in on ${listName}.`;
    case 'ALREADY_CHECKED_IN': {
      const first = answer.firstCheckIn;
      const when = first ? ` at ${checkInTime(first.at, timeZone)} on ${first.deviceName}` : '';
      return `${name} was already checked in${when}.`;
    }
    case 'REJECTED':
      return `${name} was not checked in: ${answer.reason ? REJECTION_LABELS[answer.reason] : 'refused'}.`;
  }
}

/** The total above the list: "240 attendees", or "10,000+ attendees" where the count stopped. */
export function totalWords(count: number, exact: boolean): string {
  const n = `${count.toLocaleString('en')}${exact ? '' : '+'}`;
  return `${n} ${count === 1 && exact ? 'attendee' : 'attendees'}`;
}
