import { startOfZonedDay, zonedWeekday } from '@admit/shared';

export type DateFilter = 'TODAY' | 'THIS_WEEKEND' | 'LATER';

export type DateWindow = {
  /** Events still running after this… */
  from: Date | null;
  /** …and starting before this. */
  to: Date | null;
  /** Events starting at or after this. */
  startingFrom: Date | null;
};

/**
 * The home page's date chips, in the visitor's own time zone: "today" runs to
 * their midnight; "this weekend" is Saturday and Sunday (the current one when
 * it is already the weekend); "later" is everything from tomorrow on, so no
 * upcoming event falls between the chips (weekend events show under both).
 */
export function dateWindow(filter: DateFilter | null, now: Date, timeZone: string): DateWindow {
  if (!filter) return { from: null, to: null, startingFrom: null };
  if (filter === 'TODAY') return { from: now, to: startOfZonedDay(now, timeZone, 1), startingFrom: null };
  if (filter === 'LATER') return { from: null, to: null, startingFrom: startOfZonedDay(now, timeZone, 1) };
  const weekday = zonedWeekday(now, timeZone);
  const daysToMonday = weekday === 0 ? 1 : 8 - weekday;
  const weekendEnd = startOfZonedDay(now, timeZone, daysToMonday);
  const weekendStart = weekday === 0 || weekday === 6 ? now : startOfZonedDay(now, timeZone, 6 - weekday);
  return { from: weekendStart, to: weekendEnd, startingFrom: null };
}
