import { RECENT_SIGN_IN_SECONDS, updateProfileSchema, validate } from '@admit/shared';
import {
  badUserInput,
  conflict,
  forbidden,
  notFound,
  reauthenticationRequired,
  unauthenticated,
} from '../../graphql/errors.ts';
import { isUuid } from '../../db/uuid.ts';
import { deleteMembershipsOf, organizationsSolelyOwnedBy } from '../organizations/repo.ts';
import type { Context } from '../../graphql/context.ts';
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
  ctx: Pick<Context, 'db' | 'config'>,
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

export async function requireViewer(ctx: Context): Promise<Viewer> {
  const viewer = await ctx.viewer();
  if (!viewer) throw unauthenticated();
  return viewer;
}

export async function requirePlatformAdmin(ctx: Context): Promise<Viewer> {
  const viewer = await requireViewer(ctx);
  if (!viewer.isPlatformAdmin) throw forbidden('Only platform admins can do that.');
  return viewer;
}

export async function updateProfile(ctx: Context, input: unknown): Promise<UserRow> {
  const viewer = await requireViewer(ctx);
  const parsed = validate(updateProfileSchema, input);
  if (!parsed.ok) throw badUserInput(parsed.errors);
  return updateUserProfile(ctx.db, viewer.user.id, parsed.value);
}

export const MAX_USERS_PAGE = 100;

export async function users(ctx: Context, first: number): Promise<UserRow[]> {
  await requirePlatformAdmin(ctx);
  if (!Number.isInteger(first) || first < 1 || first > MAX_USERS_PAGE) {
    throw badUserInput({ first: `Ask for between 1 and ${MAX_USERS_PAGE} users.` });
  }
  return listUsers(ctx.db, first);
}

export async function user(ctx: Context, id: string): Promise<UserRow> {
  await requirePlatformAdmin(ctx);
  const row = isUuid(id) ? await findUserById(ctx.db, id) : null;
  if (!row) throw notFound('User');
  return row;
}

/**
 * Deletes the viewer's account: our row loses every personal field (orders
 * and tickets that organizers must keep stay linked to it, nameless), and the
 * Firebase account goes. One transaction: if Firebase refuses, nothing changes.
 */
export async function deleteAccount(ctx: Context): Promise<{ deletedUserId: string }> {
  const viewer = await requireViewer(ctx);
  if (Date.now() / 1000 - viewer.authTime > RECENT_SIGN_IN_SECONDS) throw reauthenticationRequired();
  await ctx.db.transaction(async (tx) => {
    // An organization must never be left without an owner who can manage it.
    const sole = await organizationsSolelyOwnedBy(tx, viewer.user.id);
    if (sole.length > 0) {
      throw conflict(
        `You are the only owner of ${sole.map((o) => o.name).join(', ')}. Make someone else an owner before deleting your account.`,
      );
    }
    await deleteMembershipsOf(tx, viewer.user.id);
    await anonymiseUser(tx, viewer.user.id);
    await ctx.identity.deleteUser(viewer.user.firebaseUid);
  });
  return { deletedUserId: viewer.user.id };
}
