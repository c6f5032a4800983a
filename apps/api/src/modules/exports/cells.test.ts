import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { cellsOf, majorUnits, type ExportColumn } from './columns.ts';
import { CSV_BOM, csvField, csvLine, csvLines } from './csv.ts';
import { neutraliseCell } from './neutralise.ts';
import { createXlsxStream } from './xlsx-stream.ts';

describe('neutraliseCell (OWASP CSV injection)', () => {
  it('prefixes a single quote to text a spreadsheet would read as a formula', () => {
    for (const text of ['=1+1', '+44 7700', '-2+3', '@SUM(A1)', '\tTab', '\rReturn', '=HYPERLINK("http://x","y")']) {
      expect(neutraliseCell(text)).toBe(`'${text}`);
    }
  });

  it('leaves every other text as it is', () => {
    for (const text of ['María López', 'a=b', ' =1', "'quoted", '', '2 × VIP', 'K7QX2M']) {
      expect(neutraliseCell(text)).toBe(text);
    }
  });
});

describe('cells', () => {
  it('writes money in major units, exactly, with the currency’s decimals', () => {
    expect(majorUnits(3000, 2)).toBe('30.00');
    expect(majorUnits(5, 2)).toBe('0.05');
    expect(majorUnits(123456789, 2)).toBe('1234567.89');
    expect(majorUnits(500, 0)).toBe('500');
    expect(majorUnits(1234, 3)).toBe('1.234');
  });

  it('neutralises text, not money, counts or instants; numbers stay numbers only for XLSX', () => {
    const columns: ExportColumn[] = [
      { name: 'name', type: 'text' },
      { name: 'total', type: 'money' },
      { name: 'tickets', type: 'integer' },
      { name: 'at', type: 'date' },
      { name: 'in', type: 'boolean' },
      { name: 'zone', type: 'zone' },
      { name: 'missing', type: 'text' },
    ];
    const row = { name: '-Eve', total: 4050, tickets: 3, at: '2026-06-01T19:00:00+01:00', in: true, missing: null };
    const context = { currencyDigits: 2, timeZone: 'Europe/London' };
    expect(cellsOf(columns, row, context, false)).toEqual([
      "'-Eve",
      '40.50',
      '3',
      '2026-06-01T19:00:00+01:00',
      'yes',
      'Europe/London',
      '',
    ]);
    expect(cellsOf(columns, row, context, true)).toEqual([
      "'-Eve",
      40.5,
      3,
      '2026-06-01T19:00:00+01:00',
      'yes',
      'Europe/London',
      '',
    ]);
  });
});

describe('the CSV writer', () => {
  it('quotes a field only when RFC 4180 needs it, doubling its quotes', () => {
    expect(['María López', '', "'=1+1", '2 × VIP'].map(csvField)).toEqual(['María López', '', "'=1+1", '2 × VIP']);
    expect(csvField('López, María')).toBe('"López, María"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    // A lone line feed or carriage return too: unquoted, it would end the row in a spreadsheet.
    expect(['a\r\nb', 'a\nb', 'a\rb'].map(csvField)).toEqual(['"a\r\nb"', '"a\nb"', '"a\rb"']);
  });

  it('writes each row’s cells by the columns’ rules, and reads back as the same cells', () => {
    const columns: ExportColumn[] = [
      { name: 'name', type: 'text' },
      { name: 'total', type: 'money' },
      { name: 'note', type: 'text' },
      { name: 'zone', type: 'zone' },
    ];
    const rows = [
      { name: '=HYPERLINK("x")', total: 4050, note: 'line one\nline two' },
      { name: 'Zoë, Seán', total: null, note: null },
    ];
    const context = { currencyDigits: 2, timeZone: 'Asia/Kolkata' };
    const text = CSV_BOM + csvLine(['name', 'total', 'note', 'zone']) + csvLines(columns, rows, context);
    expect(text.slice(1).split('\r\n')[1]).toBe(`"'=HYPERLINK(""x"")",40.50,"line one\nline two",Asia/Kolkata`);
    expect(parse(text, { bom: true })).toEqual([
      ['name', 'total', 'note', 'zone'],
      ...rows.map((row) => cellsOf(columns, row, context, false)),
    ]);
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
