import type { Db } from './client.ts';

/**
 * Statements built once per database and name, then reused: Drizzle builds the SQL once, and PostgreSQL plans a
 * named statement once per connection. `prepare` runs only the first time a name is asked for on a database.
 */
export function preparedStatements<S>(): (db: Db, name: string, prepare: () => S) => S {
  const byDb = new WeakMap<Db, Map<string, S>>();
  return (db, name, prepare) => {
    let statements = byDb.get(db);
    if (!statements) {
      statements = new Map();
      byDb.set(db, statements);
    }
    let statement = statements.get(name);
    if (statement === undefined) {
      statement = prepare();
      statements.set(name, statement);
    }
    return statement;
  };
}
