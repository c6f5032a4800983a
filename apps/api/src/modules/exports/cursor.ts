import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { statementRows } from '../../db/rows.ts';
import type { ExportRow } from './columns.ts';

/** Rows per FETCH: large enough that round trips cost little, small enough that a batch is a few hundred KB. */
export const EXPORT_BATCH_ROWS = 1000;

/**
 * Reads `query` through a server-side cursor (DECLARE … FETCH), one batch at a time, so an export of a million rows
 * holds one batch in memory, never the result. It runs in one read-only, repeatable-read transaction: the file is
 * one consistent snapshot, even while orders arrive. `timeZone` is the transaction's own (set_config, local), so the
 * query's to_char writes every instant in the event's zone with its offset. `consume` gets the batches and must
 * finish reading them (or throw) before the transaction ends.
 *
 * On PostgreSQL the transaction holds one pooled connection for the download's length. On PGlite (one connection
 * in-process, npm start and tests) it holds that connection, so other requests wait until the export is done.
 */
export async function readThroughCursor(
  db: Db,
  timeZone: string,
  query: SQL,
  consume: (batches: AsyncIterable<ExportRow[]>) => Promise<void>,
): Promise<void> {
  await db.transaction(
    async (tx) => {
      await tx.execute(sql`select set_config('timezone', ${timeZone}, true)`);
      await tx.execute(sql`declare export_rows no scroll cursor for ${query}`);
      async function* batches(): AsyncGenerator<ExportRow[]> {
        for (;;) {
          const result = await tx.execute(sql.raw(`fetch forward ${EXPORT_BATCH_ROWS} from export_rows`));
          const rows: ExportRow[] = statementRows.parse(result).rows;
          if (rows.length > 0) yield rows;
          if (rows.length < EXPORT_BATCH_ROWS) return;
        }
      }
      await consume(batches());
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}
