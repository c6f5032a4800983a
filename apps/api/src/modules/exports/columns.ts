import { neutraliseCell } from './neutralise.ts';

/**
 * How a column's database value becomes a cell (docs/exports.md): text is neutralised against formulas; money
 * arrives in minor units and leaves in major ones; dates arrive already written in ISO 8601 in the event's time
 * zone (the export's transaction sets it); `zone` is the event's time zone itself.
 */
export type ColumnType = 'text' | 'money' | 'integer' | 'boolean' | 'date' | 'zone';

export type ExportColumn = { name: string; type: ColumnType };

/** A cell as the writers take it: text, or a number (money and counts; XLSX keeps them numeric). */
export type Cell = string | number;

/** One row as the cursor reads it: the SQL names each value after its column. */
export type ExportRow = Record<string, unknown>;

/** What every row of one export shares: the event's currency's decimals and its time zone. */
export type CellContext = { currencyDigits: number; timeZone: string };

/** Minor units as major ones, exactly (no float): 3000 with 2 digits → "30.00"; 500 yen with 0 → "500". */
export function majorUnits(minor: number, digits: number): string {
  const sign = minor < 0 ? '-' : '';
  const text = String(Math.abs(minor));
  if (digits === 0) return sign + text;
  const padded = text.padStart(digits + 1, '0');
  return `${sign}${padded.slice(0, -digits)}.${padded.slice(-digits)}`;
}

/** One value as its column's cell. `numeric`: money and counts as numbers (XLSX), else as text (CSV). */
export function cellOf(column: ExportColumn, value: unknown, context: CellContext, numeric: boolean): Cell {
  switch (column.type) {
    case 'zone':
      return context.timeZone;
    case 'boolean':
      return value === true ? 'yes' : 'no';
    case 'money': {
      if (value === null || value === undefined) return '';
      const text = majorUnits(Number(value), context.currencyDigits);
      return numeric ? Number(text) : text;
    }
    case 'integer':
      return value === null || value === undefined ? '' : numeric ? Number(value) : String(value);
    case 'date':
      return typeof value === 'string' ? value : '';
    case 'text':
      return typeof value === 'string'
        ? neutraliseCell(value)
        : value === null || value === undefined
          ? ''
          : neutraliseCell(String(value));
  }
}

/** A row's cells in the columns' order. `numeric`: money and counts as numbers (XLSX), else as text (CSV). */
export function cellsOf(
  columns: readonly ExportColumn[],
  row: ExportRow,
  context: CellContext,
  numeric: boolean,
): Cell[] {
  return columns.map((column) => cellOf(column, row[column.name], context, numeric));
}
