/**
 * Postgres reports a broken unique constraint as SQLSTATE 23505, naming the
 * constraint. Drizzle wraps driver errors, so look at the cause too.
 */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    const { code, constraint: name } = e as { code?: unknown; constraint?: unknown };
    if (code === '23505') return !constraint || name === constraint;
  }
  return false;
}

/** A CHECK (or a trigger raising as one, SQLSTATE 23514) that refused a write, by its constraint's name. */
export function isCheckViolation(error: unknown, constraint: string): boolean {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    const { code, constraint: name } = e as { code?: unknown; constraint?: unknown };
    if (code === '23514') return name === constraint;
  }
  return false;
}

/** A row still referenced by another (SQLSTATE 23503): a delete the foreign key refused. */
export function isForeignKeyViolation(error: unknown): boolean {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23503') return true;
  }
  return false;
}

/** A deadlock (40P01) or serialization failure (40001): the transaction did nothing and may simply run again. */
export function isRetryableConflict(error: unknown): boolean {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    const { code } = e as { code?: unknown };
    if (code === '40P01' || code === '40001') return true;
  }
  return false;
}

/** Runs a transaction again (up to three times) when PostgreSQL aborted it for a deadlock: it wrote nothing. */
export async function retryingConflicts<T>(run: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      if (attempt >= 3 || !isRetryableConflict(error)) throw error;
    }
  }
}
