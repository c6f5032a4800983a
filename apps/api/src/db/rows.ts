import { z } from '@admit/shared';
import type { SQL } from 'drizzle-orm';
import type { Db } from './client.ts';

/** A row as a driver gives it: one object, its values by column name. */
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A raw statement's answer: both drivers put the rows under `rows`; Drizzle types it by driver, so it is parsed.
 * Each row is checked to be an object and kept as it is, not copied key by key (z.record): the export cursor parses
 * a million rows, and copying them cost 2 s of CPU.
 */
export const statementRows = z.object({ rows: z.array(z.custom<Record<string, unknown>>(isRecord)) });

/** The rows of a raw statement's answer (`db.execute`), for a caller that reads their values one by one itself. */
export function recordRows(result: unknown): Record<string, unknown>[] {
  return statementRows.parse(result).rows;
}

/** The rows of a raw statement (`db.execute`), each parsed by `row`: outside data, never cast. */
export async function rowsOf<T>(db: Db, query: SQL, row: z.ZodType<T>): Promise<T[]> {
  return z.array(row).parse(statementRows.parse(await db.execute(query)).rows);
}
