import { sql, type SQL } from 'drizzle-orm';

/**
 * How a column's database value becomes a cell (docs/exports.md), written by PostgreSQL in the export's own query,
 * so that the rows arrive as the file's text whichever way they are read (COPY's CSV, or a cursor's rows): text is
 * neutralised against formulas; money arrives in minor units and leaves in major ones; dates are already written in
 * ISO 8601 in the event's time zone (the export's transaction sets it); `zone` is the event's time zone itself.
 */
export type ColumnType = 'text' | 'money' | 'integer' | 'boolean' | 'date' | 'zone';

/**
 * A column of a file: its name in the header, its kind of cell, and the SQL that reads its value. `key` names the
 * cell in the query's rows when the header is not a safe SQL name (a question's words): by default, the name.
 */
export type ExportColumn = { name: string; type: ColumnType; value: SQL; key?: string };

export const keyOf = (column: ExportColumn) => column.key ?? column.name;

/** A cell as the XLSX writer takes it: text, or a number (money and counts stay numeric in a spreadsheet). */
export type Cell = string | number;

/** One row as the cursor reads it: each column's cell as text (null for an empty one), under its name. */
export type ExportRow = Record<string, unknown>;

/** What every row of one export shares: the event's currency's decimals and its time zone. */
export type CellContext = { currencyDigits: number; timeZone: string };

/**
 * The characters a spreadsheet reads as the start of a formula (OWASP's "CSV injection"): `=`, `+`, `-`, `@`, and
 * tab and carriage return, which some spreadsheets strip before looking. A text cell starting with one gets a
 * leading single quote, so Excel, LibreOffice and Google Sheets show it as text instead of running it: a buyer
 * named "=HYPERLINK(…)" stays readable and harmless.
 */
const neutralised = (text: SQL) =>
  sql`case when left(${text}, 1) in ('=', '+', '-', '@', chr(9), chr(13)) then '''' || ${text} else ${text} end`;

/** A column's value as its cell's text, or null for an empty cell. */
export function cellSql(column: ExportColumn, context: CellContext): SQL {
  const value = sql`(${column.value})`;
  switch (column.type) {
    case 'zone':
      return sql`${context.timeZone}::text`;
    case 'boolean':
      return sql`case when ${value} then 'yes' else 'no' end`;
    case 'money': {
      // Exact (numeric, not float): 3000 with 2 digits → "30.00", -5 → "-0.05"; 500 yen with 0 → "500".
      const digits = Math.trunc(context.currencyDigits);
      if (digits <= 0) return sql`${value}::text`;
      return sql`round(${value}::numeric / ${sql.raw(String(10 ** digits))}, ${sql.raw(String(digits))})::text`;
    }
    case 'integer':
      return sql`${value}::text`;
    case 'date':
      return value;
    case 'text':
      return neutralised(sql`${value}::text`);
  }
}

/** The select list of a file's query: each column's cell, named after the column. */
export const selectCells = (columns: readonly ExportColumn[], context: CellContext): SQL =>
  sql.join(
    columns.map((column) => sql`${cellSql(column, context)} as ${sql.identifier(keyOf(column))}`),
    sql`, `,
  );

/**
 * A row's cells in the columns' order, for the XLSX writer: money and counts as numbers, empty cells as ''. `values`
 * are the query's cells in the columns' order (a cursor's row's, or a line of COPY's CSV read back).
 */
export function cellsOf(columns: readonly ExportColumn[], values: readonly unknown[]): Cell[] {
  return columns.map((column, i) => {
    const text = values[i];
    if (typeof text !== 'string' || text === '') return '';
    return column.type === 'money' || column.type === 'integer' ? Number(text) : text;
  });
}

/** A cursor's row's cells, in the columns' order. */
export const valuesOf = (columns: readonly ExportColumn[], row: ExportRow): unknown[] =>
  columns.map((column) => row[keyOf(column)]);
