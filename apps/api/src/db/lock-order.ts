/**
 * The one order rows are locked in: ascending by key, compared by code unit (the same in every process and in
 * PostgreSQL's `uuid` ordering for lowercase ids). Two transactions that lock some of the same rows then take
 * them in the same order, so neither waits for the other in a circle (a deadlock).
 */
export function inLockOrder<T>(rows: readonly T[], key: (row: T) => string | null): T[] {
  return [...rows].sort((a, b) => byLockKey(key(a), key(b)));
}

/** The comparison inLockOrder sorts by, for code that sorts on more than one key. */
export function byLockKey(a: string | null, b: string | null): number {
  const x = a ?? '';
  const y = b ?? '';
  return x < y ? -1 : x > y ? 1 : 0;
}
