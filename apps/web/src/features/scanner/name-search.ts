import { MAX_ATTENDEE_RESULTS, MIN_ATTENDEE_SEARCH } from '@admit/shared';

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase();

/**
 * Attendees whose name contains what was typed (accents and case ignored), for a guest whose phone died. Nothing
 * below MIN_ATTENDEE_SEARCH letters and never more than MAX_ATTENDEE_RESULTS, so the door's screen never lists the
 * attendees.
 */
export function searchAttendees<T extends { attendeeName: string }>(tickets: readonly T[], query: string): T[] {
  const wanted = fold(query.trim());
  if ([...wanted].length < MIN_ATTENDEE_SEARCH) return [];
  const found: T[] = [];
  for (const t of tickets) {
    if (fold(t.attendeeName).includes(wanted)) found.push(t);
    if (found.length === MAX_ATTENDEE_RESULTS) break;
  }
  return found;
}
