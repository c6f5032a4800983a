import { ErrorCode, RECENT_SIGN_IN_SECONDS, updateProfileSchema } from '@admit/shared';
import type { Config } from '../../config.ts';
import { forgetAuditActor } from '../audit/record.ts';
import { badUserInput, DomainError, notFound, reauthenticationRequired, unauthenticated } from '../../common/errors.ts';
import { announce } from '../../common/domain-events.ts';
import type { RequestScope } from '../../common/scope.ts';
import { parseInput } from '../../common/validation.ts';
import type { Db } from '../../db/client.ts';
import { requirePlatformAdmin, requireViewer } from './access.ts';
import {
  anonymiseUser,
  listUnfinishedDeletions,
  findOrSyncUser,
  findUserById,
  isInStep,
  listUsers,
  markUserDeleted,
  updateUserProfile,
  type UserIdentity,
} from './repo.ts';
import type { FirebaseIdentity } from './firebase-identity.ts';
import type { UserRow } from './tables.ts';
import type { Viewer } from './viewer.ts';
import type { ViewerRows } from './viewer-rows.ts';

/**
 * Turns an Authorization header into a viewer. No header means a visitor
 * (null). A header with a bad token is an error, not a visitor: the client
 * must learn that its session is broken so it can refresh or sign out.
 */
export async function resolveViewer(
  ctx: { db: Db; config: Config; viewerRows?: ViewerRows | undefined },
  identity: FirebaseIdentity,
  authorization: string | undefined,
): Promise<Viewer | null> {
  if (!authorization) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(authorization);
  if (!match?.[1]) throw unauthenticated('The Authorization header must be "Bearer <ID token>".');
  let token;
  try {
    token = await identity.verify(match[1]);
  } catch (error) {
    // Only a verdict on the token means "sign in again". Firebase being
    // unreachable is our outage, not the user's: it is logged and masked.
    if (isTokenRejection(error)) throw unauthenticated('Your session has expired or is invalid. Sign in again.');
    throw error;
  }
  const facts = {
    firebaseUid: token.uid,
    email: token.email,
    emailVerified: token.emailVerified,
    displayName: token.name,
    phoneNumber: token.phoneNumber,
  };
  const kept = ctx.viewerRows?.get(token.uid);
  const user = kept && isInStep(kept, facts) ? kept : await readViewerRow(ctx, facts);
  // A live token for an account whose deletion is under way: finish it, and never let the account act. Its
  // memberships and personal data went when deletion was asked for; only the Firebase account may remain.
  if (user.deletionRequestedAt) {
    await finishDeletion(ctx.db, identity, user);
    throw new AccountDeleted(user.id);
  }
  // A verified email only: anyone could sign up with an admin's address that has no account yet.
  const email = user.emailVerified ? user.email?.toLowerCase() : undefined;
  return {
    user,
    isPlatformAdmin: !!email && ctx.config.platformAdminEmails.includes(email),
    authTime: token.authTime,
  };
}

/**
 * Why a request's token is refused (invalid, expired, revoked, another project's), or null when it is not: the
 * viewer resolves, or fails for another reason (an outage, answered as such by the resolvers), or belongs to an
 * account whose deletion just finished (its retried deleteAccount must still hear that it is done).
 */
export async function sessionRefusal(viewer: () => Promise<Viewer | null>): Promise<DomainError | null> {
  try {
    await viewer();
    return null;
  } catch (error) {
    const refused = error instanceof DomainError && error.code === ErrorCode.UNAUTHENTICATED;
    return refused && !(error instanceof AccountDeleted) ? error : null;
  }
}

/** The viewer's row from the database (written first if Firebase's facts changed), kept for the next request. */
async function readViewerRow(
  ctx: { db: Db; viewerRows?: ViewerRows | undefined },
  facts: UserIdentity,
): Promise<UserRow> {
  const mark = ctx.viewerRows?.mark() ?? 0;
  const user = await findOrSyncUser(ctx.db, facts);
  // A row whose deletion is under way is never kept: each of its requests finishes the deletion.
  if (!user.deletionRequestedAt) ctx.viewerRows?.keep(user, mark);
  return user;
}

function isTokenRejection(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && code.startsWith('auth/') && code !== 'auth/internal-error';
}

export async function updateProfile(scope: RequestScope, input: unknown): Promise<UserRow> {
  const viewer = await requireViewer(scope);
  const row = await updateUserProfile(scope.db, viewer.user.id, parseInput(updateProfileSchema, input));
  // This instance's next request must see the new name now, not when the change feed tells it.
  scope.viewerRows?.forget(row.firebaseUid);
  return row;
}

export const MAX_USERS_PAGE = 100;

export async function users(scope: RequestScope, first: number): Promise<UserRow[]> {
  await requirePlatformAdmin(scope);
  if (!Number.isInteger(first) || first < 1 || first > MAX_USERS_PAGE) {
    throw badUserInput({ first: `Ask for between 1 and ${MAX_USERS_PAGE} users.` });
  }
  return listUsers(scope.db, first);
}

export async function user(scope: RequestScope, id: string): Promise<UserRow> {
  await requirePlatformAdmin(scope);
  const row = await findUserById(scope.db, id);
  if (!row) throw notFound('User');
  return row;
}

/**
 * What a request from an account whose deletion resolveViewer has just
 * finished gets: UNAUTHENTICATED, like every deleted account's token. Its own
 * class so that deleteAccount, retried after Firebase failed, can tell it
 * apart and report the deletion it asked for as done.
 */
class AccountDeleted extends DomainError {
  readonly userId: string;
  constructor(userId: string) {
    super(ErrorCode.UNAUTHENTICATED, 'This account has been deleted.');
    this.userId = userId;
  }
}

/**
 * Deletes the viewer's account: our row loses every personal field (orders
 * and tickets that organizers must keep stay linked to it, nameless), and the
 * Firebase account goes.
 *
 * Firebase is called outside any transaction: a transaction held across a
 * network call would hold a connection and the rows it locked for as long as
 * Firebase takes, and on PGlite (one connection) would stall every request.
 * So, in three steps, each safe to repeat:
 *
 * 1. One transaction records the intent and does everything local: the
 *    person leaves every organization (never its last owner), invitations to
 *    their address go, personal fields are cleared and deletionRequestedAt is
 *    set. firebaseUid is kept, to find the Firebase account again.
 * 2. Firebase deletes the account ("no such user" counts as done).
 * 3. The outcome is recorded: firebaseUid becomes "deleted:<id>", deletedAt is set.
 *
 * If step 2 fails (or the process dies before it), the caller gets an error
 * and the row stays "requested": nothing of the person is left in it and
 * resolveViewer never hands it out as a viewer. Any later request with a
 * token of that account (the retry of this mutation, or the app's next
 * request) finishes steps 2 and 3 in resolveViewer before anything else; a
 * retried deleteAccount then reports success. Anonymising first, rather than
 * after Firebase confirms, means a Firebase outage delays only the removal of
 * the sign-in, never that of the data Admit holds.
 */
export async function deleteAccount(scope: RequestScope): Promise<{ deletedUserId: string }> {
  let viewer: Viewer;
  try {
    viewer = await requireViewer(scope);
  } catch (error) {
    // Requested earlier, and finished just now by resolveViewer: what this request asked for is done.
    if (error instanceof AccountDeleted) return { deletedUserId: error.userId };
    throw error;
  }
  if (Date.now() / 1000 - viewer.authTime > RECENT_SIGN_IN_SECONDS) throw reauthenticationRequired();
  const user = viewer.user;
  await scope.db.transaction(async (tx) => {
    // The person leaves every team (organizations listen: last owners are refused, which undoes everything), and
    // invitations go to a verified address only: an unverified one may be someone else's, and so theirs.
    const verifiedEmail = user.emailVerified ? (user.email?.toLowerCase() ?? null) : null;
    await announce('account.deleting', { tx, userId: user.id, verifiedEmail });
    // The audit log keeps what they did, no longer who: the one change its append-only trigger allows.
    await forgetAuditActor(tx, user.id);
    await anonymiseUser(tx, user.id);
  });
  scope.viewerRows?.forget(user.firebaseUid);
  await finishDeletion(scope.db, scope.identity, user);
  return { deletedUserId: user.id };
}

/** Steps 2 and 3 of deleteAccount, outside any transaction; repeating them is harmless. */
async function finishDeletion(db: Db, identity: FirebaseIdentity, user: UserRow): Promise<void> {
  try {
    await identity.deleteUser(user.firebaseUid);
  } catch (error) {
    // Another request (or an earlier try whose answer was lost) got there first.
    if ((error as { code?: unknown } | null)?.code !== 'auth/user-not-found') throw error;
  }
  await markUserDeleted(db, user.id);
}

/** How long a deletion may stay unfinished before the sweep takes it over from the requests of its account. */
export const UNFINISHED_DELETION_GRACE_MS = 5 * 60_000;

/**
 * Finishes deletions left halfway (steps 2 and 3 of deleteAccount) that no request of the account will finish:
 * Firebase deleted the account but its answer was lost, or the person never came back after Firebase failed.
 * Every instance may run it at once: each step is safe to repeat. Returns how many it finished and how many
 * Firebase refused this time (they are tried again on the next sweep).
 */
export async function finishUnfinishedDeletions(
  db: Db,
  identity: FirebaseIdentity,
  now = new Date(),
): Promise<{ finished: number; failed: number }> {
  const pending = await listUnfinishedDeletions(db, new Date(now.getTime() - UNFINISHED_DELETION_GRACE_MS), 100);
  let failed = 0;
  for (const user of pending) {
    await finishDeletion(db, identity, user).catch(() => (failed += 1));
  }
  return { finished: pending.length - failed, failed };
}
