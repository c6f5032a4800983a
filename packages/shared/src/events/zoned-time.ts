import { TZDate } from '@date-fns/tz';
import { dateTimeFormat } from '../intl-formats.ts';

/**
 * Events happen in a place: organizers enter wall-clock times in the event's
 * IANA time zone ("2027-03-14T19:30" in Europe/London), and every screen shows
 * them in that zone with the zone named, whatever the viewer's own zone is.
 */
export const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

export function isTimeZone(zone: string): boolean {
  try {
    dateTimeFormat('en', { timeZone: zone });
    return zone.length > 0;
  } catch {
    return false;
  }
}

/** The instant a wall-clock time ("YYYY-MM-DDTHH:mm") in `timeZone` names. */
export function zonedToInstant(local: string, timeZone: string): Date {
  const m = LOCAL_DATE_TIME.exec(local);
  if (!m) throw new Error(`not a local date-time: ${local}`);
  const [, y, mo, d, h, mi] = m.map(Number) as [number, number, number, number, number, number];
  return new Date(new TZDate(y, mo - 1, d, h, mi, timeZone).getTime());
}

/** The wall-clock time ("YYYY-MM-DDTHH:mm") of an instant in `timeZone`: what an edit form shows. */
export function instantToZoned(instant: Date, timeZone: string): string {
  const z = new TZDate(instant.getTime(), timeZone);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${z.getFullYear()}-${pad(z.getMonth() + 1)}-${pad(z.getDate())}T${pad(z.getHours())}:${pad(z.getMinutes())}`;
}

/** Midnight starting the day that holds `instant`, in `timeZone`, `addDays` days on. */
export function startOfZonedDay(instant: Date, timeZone: string, addDays = 0): Date {
  const z = new TZDate(instant.getTime(), timeZone);
  return new Date(new TZDate(z.getFullYear(), z.getMonth(), z.getDate() + addDays, 0, 0, timeZone).getTime());
}

/** 0 = Sunday … 6 = Saturday, in `timeZone`. */
export function zonedWeekday(instant: Date, timeZone: string): number {
  return new TZDate(instant.getTime(), timeZone).getDay();
}

const DAY_AND_TIME: Intl.DateTimeFormatOptions = {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
};

/** "Sat 14 Mar 2027, 19:30 GMT": a date shown in the event's zone, with the zone named. */
export function formatEventDateTime(instant: Date | string, timeZone: string, locale?: string): string {
  return dateTimeFormat(locale, { ...DAY_AND_TIME, timeZone, timeZoneName: 'short' }).format(new Date(instant));
}

/** A span of an event: "Sat 14 Mar 2027, 19:30 – 23:00 GMT", or both ends in full when it spans days. */
export function formatEventRange(start: Date | string, end: Date | string, timeZone: string, locale?: string): string {
  const from = new Date(start);
  const to = new Date(end);
  if (instantToZoned(from, timeZone).slice(0, 10) !== instantToZoned(to, timeZone).slice(0, 10)) {
    return `${formatEventDateTime(from, timeZone, locale)} – ${formatEventDateTime(to, timeZone, locale)}`;
  }
  const day = dateTimeFormat(locale, { ...DAY_AND_TIME, timeZone }).format(from);
  const time = dateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', timeZone, timeZoneName: 'short' });
  return `${day} – ${time.format(to)}`;
}
