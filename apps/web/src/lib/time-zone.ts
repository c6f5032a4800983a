/** The zone this browser is in: the visitor's, for "today" and "this weekend"; an organizer's likely event zone. */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}
