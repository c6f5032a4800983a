import { LRUCache } from 'lru-cache';
import type { Database } from '../../db/client.ts';
import type { UserRow } from './tables.ts';

/** The channel the database announces changed accounts on (migrations/0035_user_change_feed.sql). */
export const USER_CHANGES_CHANNEL = 'admit_user_changes';

/** How long a kept row is believed without a word from the database: a bound if the feed ever misses one. */
const KEEP_MS = 30_000;

export type ViewerRows = {
  /** The kept row of the account with this Firebase uid, if this instance has one. */
  get(firebaseUid: string): UserRow | undefined;
  /** Where the feed stands now: pass it to `keep` with a row read after this call. */
  mark(): number;
  /** Keeps a row read since `mark`, unless a change was announced in between (the row may be the old one). */
  keep(row: UserRow, mark: number): void;
  /** Forgets an account's row here at once (this instance changed it; the feed tells the others). */
  forget(firebaseUid: string): void;
  close(): Promise<void>;
};

/**
 * The rows of the people signed in to this instance, so that a signed-in request does not read its viewer's row
 * (a buyer's checkout made six such reads). Exact, not merely fresh enough: every change to a row is announced by
 * the database at its commit (a trigger), and each instance forgets the row when it hears it, whichever instance,
 * job or script wrote it. A read that raced a change is not kept (`mark`); while the listening connection is lost
 * nothing is kept or served, and everything is forgotten; and nothing is kept for more than 30 s in any case.
 */
export async function followViewerRows(
  database: Pick<Database, 'listen'>,
  onReconnect: () => void = () => undefined,
): Promise<ViewerRows> {
  const rows = new LRUCache<string, UserRow>({ max: 50_000, ttl: KEEP_MS });
  let changes = 0;
  // While the feed's connection is down no change is heard, so nothing is kept (each request reads its row).
  let hearing = true;
  const forget = (firebaseUid: string) => {
    changes++;
    rows.delete(firebaseUid);
  };
  const forgetAll = (heard: boolean) => {
    hearing = heard;
    changes++;
    rows.clear();
  };
  const listener = await database.listen(USER_CHANGES_CHANNEL, {
    onMessage: forget,
    onLost: () => forgetAll(false),
    onReconnect: () => {
      forgetAll(true);
      onReconnect();
    },
  });
  return {
    get: (firebaseUid) => (hearing ? rows.get(firebaseUid) : undefined),
    mark: () => changes,
    keep(row, mark) {
      if (hearing && mark === changes) rows.set(row.firebaseUid, row);
    },
    forget,
    close: () => listener.close(),
  };
}
