import type { UserRow } from './tables.ts';

/** The person making a request, as resolvers see them. */
export type Viewer = {
  user: UserRow;
  isPlatformAdmin: boolean;
  /** Seconds since the epoch of the last sign-in with a credential. */
  authTime: number;
};
