import { parse } from 'csv-parse';
import { pipeline, type Readable, type Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { CSV_BOM, csvLine, csvLines } from './csv.ts';
import { createXlsxStream } from './xlsx-stream.ts';
import { cellsOf, valuesOf, type Cell, type ExportColumn, type ExportRow } from './columns.ts';
import { EXPORT_BATCH_ROWS } from './cursor.ts';

export type SheetSpec = { sheetName: string; columns: readonly ExportColumn[] };

/** What every CSV starts with, whichever way its rows are read: the byte order mark and the columns' names. */
const csvHeader = (spec: SheetSpec): string => CSV_BOM + csvLine(spec.columns.map((c) => c.name));

/**
 * CSV (RFC 4180: comma, quotes where needed, LF line ends) with a UTF-8 byte order mark, which Excel needs to read
 * accents, from a cursor's batches (PGlite): the header line at once, before the first row is read, so the download
 * starts immediately; then each batch as one string (csv.ts), the next read only once the response has room.
 */
export async function writeCsv(spec: SheetSpec, batches: AsyncIterable<ExportRow[]>, out: Writable): Promise<void> {
  out.write(csvHeader(spec));
  for await (const batch of batches) {
    out.write(csvLines(spec.columns, batch));
    await roomIn(out);
  }
  out.end();
  await finished(out);
}

/**
 * The same CSV from PostgreSQL's COPY (db/copy-out.ts), which writes the rows' lines itself: the header, then its
 * bytes as they come, each chunk read only once the response has room. The API holds a chunk or two, whatever the
 * file's size. (A million orders read as row objects took 7 s of the API's CPU and 190 MiB over its idle memory:
 * docs/benchmarks.md.)
 */
export async function writeCopiedCsv(spec: SheetSpec, csv: Readable, out: Writable): Promise<void> {
  out.write(csvHeader(spec));
  // COPY's chunks are what each socket read brought; gathered into larger pieces, so that the response's
  // compressor (which flushes every piece, http.ts) flushes a few hundred times per million rows, not every 16 KB.
  let pending: Buffer[] = [];
  let size = 0;
  for await (const chunk of csv) {
    if (!Buffer.isBuffer(chunk)) throw new TypeError('COPY sent something other than bytes.');
    // A download closed while COPY's pieces were being gathered ends the export now, not at the next write.
    if (out.destroyed) throw new Error('The download was closed.');
    pending.push(chunk);
    size += chunk.length;
    if (size < COPY_PIECE_BYTES) continue;
    out.write(Buffer.concat(pending, size));
    pending = [];
    size = 0;
    await roomIn(out);
  }
  if (size > 0) out.write(Buffer.concat(pending, size));
  out.end();
  await finished(out);
}

const COPY_PIECE_BYTES = 512 * 1024;

/** Resolves once `out` can take more, rejecting if it was closed (the client went away). */
function roomIn(out: Writable): Promise<void> {
  if (out.destroyed) return Promise.reject(new Error('The download was closed.'));
  if (!out.writableNeedDrain) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const settle = () => {
      out.off('drain', settle);
      out.off('close', settle);
      if (out.destroyed) reject(new Error('The download was closed.'));
      else resolve();
    };
    out.on('drain', settle);
    out.on('close', settle);
  });
}

/** A cursor's batches as the XLSX writer's rows of cells. */
export async function* cellsOfRows(
  columns: readonly ExportColumn[],
  batches: AsyncIterable<ExportRow[]>,
): AsyncGenerator<Cell[][]> {
  for await (const batch of batches) yield batch.map((row) => cellsOf(columns, valuesOf(columns, row)));
}

/**
 * COPY's CSV (db/copy-out.ts) read back, by csv-parse, as the XLSX writer's rows of cells, a batch at a time. Each
 * line is read, turned into cells and written before the next chunk is parsed, so nothing outlives a batch; COPY's
 * stream is read only as fast as the sheet is written. (The same rows read as node-postgres's row objects kept the
 * API 235 MiB over its idle memory for a million orders: docs/benchmarks.md.)
 */
export async function* cellsOfCsv(columns: readonly ExportColumn[], csv: Readable): AsyncGenerator<Cell[][]> {
  const records = pipeline(csv, parse(), () => undefined);
  let batch: Cell[][] = [];
  for await (const record of records) {
    if (!Array.isArray(record)) throw new TypeError('A CSV line did not read as a row of fields.');
    batch.push(cellsOf(columns, record));
    if (batch.length === EXPORT_BATCH_ROWS) {
      yield batch;
      batch = [];
    }
  }
  if (batch.length > 0) yield batch;
}

/**
 * XLSX, written by xlsx-stream.ts: each batch is turned into rows, deflated and handed to the response before the
 * next is read, and the next is read only once the response has room. At most about one batch is ever buffered,
 * however slowly the client reads. (exceljs's streaming writer was measured first: its zip takes rows without
 * backpressure, and a million orders took over 600 MiB of buffers.)
 */
export async function writeXlsx(spec: SheetSpec, batches: AsyncIterable<Cell[][]>, out: Writable): Promise<void> {
  let failed: Error | null = null;
  const sheet = createXlsxStream(
    spec.sheetName,
    spec.columns.length,
    (chunk) => out.write(chunk),
    (error) => (failed = error),
  );
  sheet.addRows([spec.columns.map((c) => c.name)]);
  for await (const batch of batches) {
    sheet.addRows(batch);
    if (failed) throw failed;
    await roomIn(out);
  }
  sheet.end();
  if (failed) throw failed;
  out.end();
  await finished(out);
}
