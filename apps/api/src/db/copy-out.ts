import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Readable } from 'node:stream';
import pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';

/**
 * `COPY (query) TO STDOUT (FORMAT csv)` in a read-only, repeatable-read transaction with `settings` set local to
 * it, its bytes handed to `consume` as PostgreSQL sends them. PostgreSQL writes the CSV itself (quoting as RFC 4180
 * does, LF line ends), so the API turns no row into an object: it forwards bytes, at the socket's pace.
 * PostgreSQL only: PGlite has no COPY to a client stream (db/client.ts gives it none).
 */
export type CopyCsvOut = (
  query: SQL,
  settings: Readonly<Record<string, string>>,
  consume: (csv: Readable) => Promise<void>,
) => Promise<void>;

const dialect = new PgDialect();

/**
 * A statement with its parameters written in as literals: COPY takes none. Strings through node-postgres's own
 * escaping (standard-conforming, or E'' with backslashes doubled), numbers and booleans as they are. A parameter of
 * another kind (an array, an object) is refused rather than guessed at: the exports' filters bind none.
 */
export function inlineParameters(query: SQL): string {
  const { sql: text, params } = dialect.sqlToQuery(query);
  return text.replace(/\$(\d+)\b/g, (placeholder: string, n: string) => {
    const index = Number(n) - 1;
    if (index < 0 || index >= params.length) throw new RangeError(`${placeholder} names no parameter.`);
    return literal(params[index]);
  });
}

function literal(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'string') return pg.escapeLiteral(value);
  // In parentheses: a negative number written bare after an operator ("x-" then "-5") would start a comment.
  if (typeof value === 'number' && Number.isFinite(value)) return `(${String(value)})`;
  if (typeof value === 'boolean') return String(value);
  if (value instanceof Date) return pg.escapeLiteral(value.toISOString());
  throw new TypeError(`A ${typeof value} parameter cannot be written into a COPY statement.`);
}

export function createCopyCsvOut(pool: pg.Pool): CopyCsvOut {
  return async (query, settings, consume) => {
    const statement = `copy (${inlineParameters(query)}) to stdout with (format csv)`;
    const client = await pool.connect();
    let failure: Error | undefined;
    try {
      await client.query('begin isolation level repeatable read read only');
      for (const [name, value] of Object.entries(settings)) {
        await client.query('select set_config($1, $2, true)', [name, value]);
      }
      await consume(client.query(copyTo(statement)));
      await client.query('commit');
    } catch (error) {
      failure = error instanceof Error ? error : new Error(String(error));
      throw error;
    } finally {
      // A copy given up halfway (the download closed) leaves the connection mid-COPY: it is closed, not pooled,
      // which also ends the statement on the server.
      client.release(failure);
    }
  };
}
