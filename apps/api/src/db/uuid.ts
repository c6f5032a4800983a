const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids are uuid columns: anything else handed to Postgres as one is an error there, so refuse it here. */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}
