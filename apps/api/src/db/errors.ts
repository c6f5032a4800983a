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
