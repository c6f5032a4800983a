import { currencyDigits, instantToZoned, type ExportKind } from '@admit/shared';
import type { Writable } from 'node:stream';
import { badUserInput, notFound } from '../../common/errors.ts';
import type { RequestScope } from '../../common/scope.ts';
import type { CopyCsvOut } from '../../db/copy-out.ts';
import { isUuid } from '../../db/uuid.ts';
import { findEventById } from '../events/repo.ts';
import { toFilters } from '../orders/order-search.ts';
import { requirePermission } from '../organizations/access.ts';
import { findQuestionsOfEvent } from '../questions/repo.ts';
import type { QuestionRow } from '../questions/tables.ts';
import type { CellContext } from './columns.ts';
import { exportSettings, readThroughCursor } from './cursor.ts';
import { parseExportFile, parseOrderFilters, type QueryParams } from './params.ts';
import { attendeesSheet, checkInsSheet, ordersSheet, type ExportSheet } from './sheets.ts';
import { cellsOfCsv, cellsOfRows, writeCopiedCsv, writeCsv, writeXlsx } from './writers.ts';

export const CONTENT_TYPES = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;

/** An export checked and ready: what to call the file, and how to write it (once the response has started). */
export type PreparedExport = {
  filename: string;
  contentType: string;
  write(out: Writable): Promise<void>;
};

/**
 * An event's orders, attendees or check-ins as CSV or XLSX, for its organization's owners and managers (door staff
 * see no money, no buyers' addresses and no exports). Everything is checked before a byte is written: the file's
 * kind and format, the filters (BAD_USER_INPUT naming the parameter), the event (NOT_FOUND), the viewer's role
 * (UNAUTHENTICATED, FORBIDDEN). Null: no such kind of file.
 *
 * On PostgreSQL the rows come from COPY (`copyCsvOut`): a CSV is its bytes forwarded as they come, an XLSX its lines
 * read back; on PGlite the same query's rows are read through a cursor. Either way the cells are the query's
 * (columns.ts).
 */
export async function prepareExport(
  scope: RequestScope,
  request: { eventId: string; file: string; query: QueryParams },
  copyCsvOut: CopyCsvOut | null,
): Promise<PreparedExport | null> {
  const file = parseExportFile(request.file);
  if (!file) return null;
  if (!isUuid(request.eventId)) throw badUserInput({ eventId: 'Not an id.' });
  const search = file.kind === 'checkins' ? null : parseOrderFilters(request.query);
  const event = await findEventById(scope.db, request.eventId);
  if (!event) throw notFound('Event');
  await requirePermission(scope, event.organizationId, 'orders.view');
  const context = { currencyDigits: currencyDigits(event.currency), timeZone: event.timeZone };
  const questions = file.kind === 'checkins' ? [] : await findQuestionsOfEvent(scope.db, event.id, true);
  const sheet = sheetFor(file.kind, event.id, search, context, questions);
  const settings = exportSettings(event.timeZone);
  const day = instantToZoned(new Date(), event.timeZone).slice(0, 10);
  const write = (out: Writable): Promise<void> => {
    if (copyCsvOut) {
      return copyCsvOut(sheet.query, settings, (csv) =>
        file.format === 'csv' ? writeCopiedCsv(sheet, csv, out) : writeXlsx(sheet, cellsOfCsv(sheet.columns, csv), out),
      );
    }
    return readThroughCursor(scope.db, settings, sheet.query, (batches) =>
      file.format === 'csv'
        ? writeCsv(sheet, batches, out)
        : writeXlsx(sheet, cellsOfRows(sheet.columns, batches), out),
    );
  };
  return {
    filename: `${event.slug}-${file.kind}-${day}.${file.format}`,
    contentType: CONTENT_TYPES[file.format],
    write,
  };
}

function sheetFor(
  kind: ExportKind,
  eventId: string,
  search: ReturnType<typeof parseOrderFilters> | null,
  context: CellContext,
  questions: readonly QuestionRow[],
): ExportSheet {
  if (kind === 'checkins' || !search) return checkInsSheet(eventId, context);
  const filters = toFilters(eventId, search);
  return kind === 'orders'
    ? ordersSheet(filters, search.sort, context, questions)
    : attendeesSheet(filters, search.sort, context, questions);
}
