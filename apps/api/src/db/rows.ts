import { z } from '@admit/shared';
import type { SQL } from 'drizzle-orm';
import type { Db } from './client.ts';

/** A raw statement's answer: both drivers put the rows under `rows`; Drizzle types it by driver, so it is parsed. */
export const statementRows = z.object({ rows: z.array(z.record(z.string(), z.unknown())) });

/** The rows of a raw statement (`db.execute`), each parsed by `row`: outside data, never cast. */
export async function rowsOf<T>(db: Db, query: SQL, row: z.ZodType<T>): Promise<T[]> {
  return z.array(row).parse(statementRows.parse(await db.execute(query)).rows);
}
