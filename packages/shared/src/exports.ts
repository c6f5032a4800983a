/** The back office's exports (docs/exports.md): what an event's data can be downloaded as, and where. */
export const EXPORT_KINDS = ['orders', 'attendees', 'checkins'] as const;
export type ExportKind = (typeof EXPORT_KINDS)[number];
export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** Outside /manage, where an organization's slug could take any name. */
export const EXPORTS_PATH = '/exports/events';

/**
 * Where an export is downloaded (with the viewer's ID token as a bearer token). `query`: the list's filters as
 * the API reads them (search, statuses, ticketTypeIds, paymentProviders, paidFrom, paidTo, checkedIn, hasRefunds,
 * sort), with or without its leading "?".
 */
export function exportPath(eventId: string, kind: ExportKind, format: ExportFormat, query = ''): string {
  const search = query.replace(/^\?/, '');
  return `${EXPORTS_PATH}/${encodeURIComponent(eventId)}/${kind}.${format}${search ? `?${search}` : ''}`;
}
