import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { recordRows } from '../../db/rows.ts';
import type { ExportRow } from './columns.ts';

/**
 * An export's transaction settings, local to it: the event's time zone, in which the query's to_char writes every
 * instant with its offset; no JIT, for a million rows cost enough for PostgreSQL to compile the plan before the
 * first row (360 ms of delay, paid back by nothing in a query that mostly probes indexes); and room to sort in
 * memory, so that a whole event's orders are read in one sweep of the table and sorted (2.6 s for a million) rather
 * than fetched one by one in the index's order (7.9 s), which is what the planner picks when a sort would spill to
 * disk at the default 4 MB. At most 3 exports per instance run at once (http.ts).
 */
export const exportSettings = (timeZone: string): Record<string, string> => ({
  timezone: timeZone,
  jit: 'off',
  work_mem: '64MB',
});

/** Rows per FETCH: large enough that round trips cost little, small enough that a batch is a few hundred KB. */
export const EXPORT_BATCH_ROWS = 1000;

/**
 * Reads `query` through a server-side cursor (DECLARE … FETCH), one batch at a time, so an export of a million rows
 * holds two batches in memory at most, never the result. It runs in one read-only, repeatable-read transaction: the
 * file is one consistent snapshot, even while orders arrive, with `settings` local to it. `consume` gets the batches and
 * must finish reading them (or throw) before the transaction ends.
 *
 * The next batch is asked for as soon as one arrives, before it is handed to `consume`: PostgreSQL reads batch n+1
 * while this process writes batch n, on the other core, instead of each waiting for the other (docs/benchmarks.md,
 * the exports of a million orders).
 *
 * On PostgreSQL the transaction holds one pooled connection for the download's length. On PGlite (one connection
 * in-process, npm start and tests) it holds that connection, so other requests wait until the export is done.
 */
export async function readThroughCursor(
  db: Db,
  settings: Readonly<Record<string, string>>,
  query: SQL,
  consume: (batches: AsyncIterable<ExportRow[]>) => Promise<void>,
): Promise<void> {
  await db.transaction(
    async (tx) => {
      for (const [name, value] of Object.entries(settings)) {
        await tx.execute(sql`select set_config(${name}, ${value}, true)`);
      }
      await tx.execute(sql`declare export_rows no scroll cursor for ${query}`);
      const fetchBatch = async (): Promise<ExportRow[]> =>
        recordRows(await tx.execute(sql.raw(`fetch forward ${EXPORT_BATCH_ROWS} from export_rows`)));
      await consume(prefetching(fetchBatch));
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

/**
 * The batches `fetchBatch` reads, each asked for while the one before is being consumed; a short batch is the last.
 * If the consumer stops early, the fetch in flight is awaited (its failure ignored) so that no statement is still
 * running when the transaction ends, and none is left to reject unheard.
 */
async function* prefetching(fetchBatch: () => Promise<ExportRow[]>): AsyncGenerator<ExportRow[]> {
  let next: Promise<ExportRow[]> | null = fetchBatch();
  try {
    while (next) {
      const rows: ExportRow[] = await next;
      next = rows.length < EXPORT_BATCH_ROWS ? null : fetchBatch();
      // Marked as handled now: if the consumer throws before awaiting it, its failure must not crash the process.
      next?.catch(() => undefined);
      if (rows.length > 0) yield rows;
    }
  } finally {
    await next?.catch(() => undefined);
  }
}
