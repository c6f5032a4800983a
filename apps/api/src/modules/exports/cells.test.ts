import { parse } from 'csv-parse/sync';
import { sql, type SQL } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../db/client.ts';
import { recordRows } from '../../db/rows.ts';
import { createPostgresTestDatabase, createTestDatabaseConfig, type TestDatabase } from '../../test/test-database.ts';
import { cellsOf, selectCells, type CellContext, type ExportColumn } from './columns.ts';
import { CSV_BOM, csvField, csvLine, csvLines } from './csv.ts';
import { exportSettings, readThroughCursor } from './cursor.ts';
import { writeCopiedCsv } from './writers.ts';
import { createXlsxStream } from './xlsx-stream.ts';
import { PassThrough } from 'node:stream';
import { buffer } from 'node:stream/consumers';

/*
 * An export's cells are written by PostgreSQL (columns.ts), so that COPY's CSV and a cursor's rows hold the same
 * text: each rule is checked here on a real database (PGlite, or TEST_DATABASE_URL's server).
 */

let testDatabase: TestDatabase;
let database: Database;

beforeAll(async () => {
  testDatabase = await createTestDatabaseConfig();
  database = await openDatabase(testDatabase.database);
});

afterAll(async () => {
  await database.close();
  await testDatabase.drop();
});

const London: CellContext = { currencyDigits: 2, timeZone: 'Europe/London' };

/** One value (a literal of the column's SQL type) as its column's cell, written by the database. */
async function cellOf(type: ExportColumn['type'], value: SQL, context: CellContext = London): Promise<unknown> {
  const column: ExportColumn = { name: 'cell', type, value };
  const rows = recordRows(await database.db.execute(sql`select ${selectCells([column], context)}`));
  return rows[0]?.['cell'];
}

describe('text cells (OWASP CSV injection)', () => {
  it('get a single quote before what a spreadsheet would read as a formula', async () => {
    for (const text of ['=1+1', '+44 7700', '-2+3', '@SUM(A1)', '\tTab', '\rReturn', '=HYPERLINK("http://x","y")']) {
      expect(await cellOf('text', sql`${text}::text`)).toBe(`'${text}`);
    }
  });

  it('leave every other text as it is, and an absent one empty', async () => {
    for (const text of ['María López', 'a=b', ' =1', "'quoted", '', '2 × VIP', 'K7QX2M']) {
      expect(await cellOf('text', sql`${text}::text`)).toBe(text);
    }
    expect(await cellOf('text', sql`null::text`)).toBeNull();
  });
});

describe('money, counts, flags and zones', () => {
  it('writes money in major units, exactly, with the currency’s decimals', async () => {
    const money = (minor: number, digits: number) =>
      cellOf('money', sql`${minor}::bigint`, { currencyDigits: digits, timeZone: 'UTC' });
    expect(await money(3000, 2)).toBe('30.00');
    expect(await money(5, 2)).toBe('0.05');
    expect(await money(-5, 2)).toBe('-0.05');
    expect(await money(123456789, 2)).toBe('1234567.89');
    expect(await money(500, 0)).toBe('500');
    expect(await money(1234, 3)).toBe('1.234');
    expect(await cellOf('money', sql`null::bigint`)).toBeNull();
  });

  it('writes counts as digits, flags as yes or no, and the event’s zone in every row', async () => {
    expect(await cellOf('integer', sql`3`)).toBe('3');
    expect(await cellOf('boolean', sql`true`)).toBe('yes');
    expect(await cellOf('boolean', sql`false`)).toBe('no');
    expect(await cellOf('boolean', sql`null::boolean`)).toBe('no');
    expect(await cellOf('zone', sql`null`, { currencyDigits: 2, timeZone: 'Asia/Kolkata' })).toBe('Asia/Kolkata');
    expect(await cellOf('date', sql`'2026-06-01T19:00:00+01:00'::text`)).toBe('2026-06-01T19:00:00+01:00');
  });

  it('keeps money and counts numeric for a spreadsheet, and empty cells empty', () => {
    const columns: ExportColumn[] = [
      { name: 'name', type: 'text', value: sql`null` },
      { name: 'total', type: 'money', value: sql`null` },
      { name: 'tickets', type: 'integer', value: sql`null` },
      { name: 'missing', type: 'money', value: sql`null` },
    ];
    expect(cellsOf(columns, ["'-Eve", '40.50', '3', null])).toEqual(["'-Eve", 40.5, 3, '']);
  });
});

/** Rows whose cells need every rule: a formula, a comma, quotes, a line break, accents, money, an empty cell. */
const SAMPLE_COLUMNS: ExportColumn[] = [
  { name: 'name', type: 'text', value: sql`s.name` },
  { name: 'total', type: 'money', value: sql`s.total` },
  { name: 'note', type: 'text', value: sql`s.note` },
  { name: 'zone', type: 'zone', value: sql`null` },
];
const SAMPLE = (context: CellContext) => sql`
  select ${selectCells(SAMPLE_COLUMNS, context)}
  from (values ('=HYPERLINK("x")', 4050, E'line one\nline two', 1), ('Zoë, Seán', null, null, 2),
    ('say "hi"', 0, 'a\\b', 3)) as s(name, total, note, n)
  order by s.n`;
const SAMPLE_CELLS = [
  ['name', 'total', 'note', 'zone'],
  ['\'=HYPERLINK("x")', '40.50', 'line one\nline two', 'Asia/Kolkata'],
  ['Zoë, Seán', '', '', 'Asia/Kolkata'],
  ['say "hi"', '0.00', 'a\\b', 'Asia/Kolkata'],
];
const Kolkata: CellContext = { currencyDigits: 2, timeZone: 'Asia/Kolkata' };

describe('the CSV writer', () => {
  it('quotes a field only when RFC 4180 needs it, doubling its quotes', () => {
    expect(['María López', '', "'=1+1", '2 × VIP'].map(csvField)).toEqual(['María López', '', "'=1+1", '2 × VIP']);
    expect(csvField('López, María')).toBe('"López, María"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    // A lone line feed or carriage return too: unquoted, it would end the row in a spreadsheet.
    expect(['a\r\nb', 'a\nb', 'a\rb'].map(csvField)).toEqual(['"a\r\nb"', '"a\nb"', '"a\rb"']);
  });

  it('writes a cursor’s rows as lines that read back as the query’s cells', async () => {
    let text = CSV_BOM + csvLine(SAMPLE_COLUMNS.map((c) => c.name));
    await readThroughCursor(database.db, exportSettings('UTC'), SAMPLE(Kolkata), async (batches) => {
      for await (const batch of batches) text += csvLines(SAMPLE_COLUMNS, batch);
    });
    expect(text.slice(1).split('\n')[1]).toBe(`"'=HYPERLINK(""x"")",40.50,"line one`);
    expect(parse(text, { bom: true })).toEqual(SAMPLE_CELLS);
  });
});

describe('COPY’s CSV on PostgreSQL', () => {
  let server: TestDatabase;
  let postgres: Database;

  beforeAll(async () => {
    server = await createPostgresTestDatabase();
    postgres = await openDatabase(server.database);
  });

  afterAll(async () => {
    await postgres.close();
    await server.drop();
  });

  it('reads back as the same cells as the cursor’s, after the same header', async () => {
    const out = new PassThrough();
    const body = buffer(out);
    const copy = postgres.copyCsvOut;
    if (!copy) throw new Error('PostgreSQL gives a COPY stream');
    await copy(SAMPLE(Kolkata), exportSettings('UTC'), (csv) =>
      writeCopiedCsv({ sheetName: 'S', columns: SAMPLE_COLUMNS }, csv, out),
    );
    const text = (await body).toString('utf8');
    expect(text.startsWith(`${CSV_BOM}name,total,note,zone\n`)).toBe(true);
    expect(parse(text, { bom: true })).toEqual(SAMPLE_CELLS);
  });

  it('writes the parameters of a filter into the statement as literals, quotes and backslashes kept', async () => {
    const out = new PassThrough();
    const body = buffer(out);
    const tricky = "O'Brien \\ $1";
    const columns: ExportColumn[] = [{ name: 'v', type: 'text', value: sql`s.v` }];
    const query = sql`select ${selectCells(columns, Kolkata)} from (values (${tricky}::text)) s(v) where s.v = ${tricky}`;
    await postgres.copyCsvOut?.(query, {}, (csv) => writeCopiedCsv({ sheetName: 'S', columns }, csv, out));
    expect(parse((await body).toString('utf8'), { bom: true })).toEqual([['v'], [tricky]]);
  });
});

describe('the XLSX writer', () => {
  it('writes a workbook Excel’s format readers open, with XML’s special characters kept and control characters dropped', async () => {
    const chunks: Uint8Array[] = [];
    const sheet = createXlsxStream(
      'Orders',
      3,
      (chunk) => chunks.push(chunk),
      (error) => {
        throw error;
      },
    );
    sheet.addRows([['name', 'total', 'note']]);
    sheet.addRows([
      ['Tom & Jerry <b>"quoted"</b>', 30, 'bell\u0007 rings'],
      ['', 0.5, 'über'],
    ]);
    sheet.end();
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.concat(chunks) as unknown as ArrayBuffer);
    const read = workbook.getWorksheet('Orders');
    const values = [1, 2, 3].map((r) => [1, 2, 3].map((c) => read?.getRow(r).getCell(c).value ?? null));
    expect(values).toEqual([
      ['name', 'total', 'note'],
      ['Tom & Jerry <b>"quoted"</b>', 30, 'bell rings'],
      [null, 0.5, 'über'],
    ]);
  });
});
