import { RECENT_SIGN_IN_SECONDS, updateProfileSchema } from '@admit/shared';
import type { Config } from '../../config.ts';
import { badUserInput, notFound, reauthenticationRequired, unauthenticated } from '../../common/errors.ts';
import type { RequestScope } from '../../common/scope.ts';
import { parseInput } from '../../common/validation.ts';
import type { Db } from '../../db/client.ts';
import { isUuid } from '../../db/uuid.ts';
import { leaveEveryOrganization } from '../organizations/service.ts';
import { requirePlatformAdmin, requireViewer } from './access.ts';
import { anonymiseUser, findOrSyncUser, findUserById, listUsers, updateUserProfile } from './repo.ts';
import type { FirebaseIdentity } from './firebase-identity.ts';
import type { UserRow } from './tables.ts';
import type { Viewer } from './viewer.ts';

/**
 * Turns an Authorization header into a viewer. No header means a visitor
 * (null). A header with a bad token is an error, not a visitor: the client
 * must learn that its session is broken so it can refresh or sign out.
 */
export async function resolveViewer(
  ctx: { db: Db; config: Config },
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
  const user = await findOrSyncUser(ctx.db, {
    firebaseUid: token.uid,
    email: token.email,
    emailVerified: token.emailVerified,
    displayName: token.name,
    phoneNumber: token.phoneNumber,
  });
  // A verified email only: anyone could sign up with an admin's address that has no account yet.
  const email = user.emailVerified ? user.email?.toLowerCase() : undefined;
  return {
    user,
    isPlatformAdmin: !!email && ctx.config.platformAdminEmails.includes(email),
    authTime: token.authTime,
  };
}

function isTokenRejection(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && code.startsWith('auth/') && code !== 'auth/internal-error';
}

export async function updateProfile(scope: RequestScope, input: unknown): Promise<UserRow> {
  const viewer = await requireViewer(scope);
  return updateUserProfile(scope.db, viewer.user.id, parseInput(updateProfileSchema, input));
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
  const row = isUuid(id) ? await findUserById(scope.db, id) : null;
  if (!row) throw notFound('User');
  return row;
}

/**
 * Deletes the viewer's account: our row loses every personal field (orders
 * and tickets that organizers must keep stay linked to it, nameless), and the
 * Firebase account goes. One transaction: if Firebase refuses, nothing changes.
 */
export async function deleteAccount(scope: RequestScope): Promise<{ deletedUserId: string }> {
  const viewer = await requireViewer(scope);
  if (Date.now() / 1000 - viewer.authTime > RECENT_SIGN_IN_SECONDS) throw reauthenticationRequired();
  await scope.db.transaction(async (tx) => {
    await leaveEveryOrganization(tx, viewer.user.id);
    await anonymiseUser(tx, viewer.user.id);
    await scope.identity.deleteUser(viewer.user.firebaseUid);
  });
  return { deletedUserId: viewer.user.id };
}
