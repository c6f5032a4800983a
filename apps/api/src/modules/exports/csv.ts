import { keyOf, type ExportColumn, type ExportRow } from './columns.ts';

/** The UTF-8 byte order mark, which Excel needs to read accents. */
export const CSV_BOM = '\uFEFF';

const NEEDS_QUOTES = /[",\r\n]/;

/**
 * A field as RFC 4180 has it, and as PostgreSQL's COPY writes it (the other way an export's rows are written):
 * quoted only when it holds a comma, a quote, a carriage return or a line feed, its quotes doubled.
 */
export const csvField = (text: string): string => (NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text);

/** One line of names or cells, ended by a line feed, as COPY ends its lines. */
export const csvLine = (fields: readonly string[]): string => `${fields.map(csvField).join(',')}\n`;

/**
 * A batch of rows (their cells already written by the query, columns.ts) as CSV lines in one string: no array of
 * cells per row, and no CSV library's per-field options (csv-stringify took 5 of the 16 s a million orders took).
 */
export function csvLines(columns: readonly ExportColumn[], rows: readonly ExportRow[]): string {
  let text = '';
  for (const row of rows) {
    let separator = '';
    for (const column of columns) {
      const cell = row[keyOf(column)];
      text += separator + (typeof cell === 'string' ? csvField(cell) : '');
      separator = ',';
    }
    text += '\n';
  }
  return text;
}
