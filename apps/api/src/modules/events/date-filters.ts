import { startOfZonedDay, zonedWeekday } from '@admit/shared';

export type DateFilter = 'TODAY' | 'THIS_WEEKEND' | 'LATER' | 'COMING_UP';

export type DateWindow = {
  /** Events still running after this… */
  from: Date | null;
  /** …and starting before this. */
  to: Date | null;
  /** Events starting at or after this. */
  startingFrom: Date | null;
  /** Except events overlapping this span (the weekend, for "coming up"). */
  except: { from: Date; to: Date } | null;
};

/**
 * The home page's date chips and rows, in the visitor's own time zone: "today" runs to their midnight; "this
 * weekend" is Saturday and Sunday (the current one when it is already the weekend); "later" is everything from
 * tomorrow on, so no upcoming event falls between the chips (weekend events show under both). "Coming up", the home
 * page's last row, is "later" without what "this weekend", the row above it, already shows.
 */
export function dateWindow(filter: DateFilter | null, now: Date, timeZone: string): DateWindow {
  const none = { from: null, to: null, startingFrom: null, except: null };
  if (!filter) return none;
  if (filter === 'TODAY') return { ...none, from: now, to: startOfZonedDay(now, timeZone, 1) };
  const tomorrow = startOfZonedDay(now, timeZone, 1);
  if (filter === 'LATER') return { ...none, startingFrom: tomorrow };
  const weekend = weekendOf(now, timeZone);
  if (filter === 'COMING_UP') return { ...none, startingFrom: tomorrow, except: weekend };
  return { ...none, ...weekend };
}

/** This weekend, from now when it is already Saturday or Sunday, to Monday's midnight. */
function weekendOf(now: Date, timeZone: string): { from: Date; to: Date } {
  const weekday = zonedWeekday(now, timeZone);
  const daysToMonday = weekday === 0 ? 1 : 8 - weekday;
  const weekendEnd = startOfZonedDay(now, timeZone, daysToMonday);
  const weekendStart = weekday === 0 || weekday === 6 ? now : startOfZonedDay(now, timeZone, 6 - weekday);
  return { from: weekendStart, to: weekendEnd };
}
