import type { RequestScope } from '../../common/scope.ts';
import { assertNotLimited, countAttempt } from '../../rate-limits/attempts.ts';
import { requireViewer } from '../identity/access.ts';
import type { UserRow } from '../identity/tables.ts';
import * as repo from './repo.ts';
import { resizedCopies } from './resized-copies.ts';
import { decodeUpload, type Upload } from './service.ts';

/*
 * A person's profile photo: uploaded through the same multipart path, decoding, size caps and served sizes as
 * events' pictures. It belongs to the signed-in person alone: no operation names whose photo it is, so nobody can
 * set or remove anyone else's.
 */

/** Before an upload's body is read (http/graphql-route.ts): a profile photo needs only a signed-in person. */
export async function assertMayUploadProfilePhoto(scope: RequestScope): Promise<void> {
  await requireViewer(scope);
  // Anyone can have an account: past their upload limit, the 10 MB body is not read at all.
  await assertNotLimited(scope, 'upload');
}

/** Stores the signed-in person's new photo; the one it replaces is deleted with its bytes. */
export async function uploadProfilePhoto(scope: RequestScope, file: Upload): Promise<UserRow> {
  const viewer = await requireViewer(scope);
  await countAttempt(scope, 'upload');
  // Decoding and re-encoding is the slow part; it happens before the transaction.
  const image = await decodeUpload(file);
  const replaced = await scope.db.transaction(async (tx) => {
    const stored = await repo.insertImage(tx, {
      organizationId: null,
      uploadedBy: viewer.user.id,
      contentType: 'image/webp',
      ...image,
    });
    const before = await repo.setUserPhoto(tx, viewer.user.id, stored.id);
    if (before) await repo.deleteImage(tx, before);
    return before;
  });
  // After the commit: the old photo is no longer served from this process's copies either.
  if (replaced) resizedCopies.evict(replaced);
  return viewer.user;
}

/** Takes the signed-in person's photo away, deleting it; nothing happens if they had none. */
export async function removeProfilePhoto(scope: RequestScope): Promise<UserRow> {
  const viewer = await requireViewer(scope);
  const removed = await repo.deleteUserPhoto(scope.db, viewer.user.id);
  if (removed) resizedCopies.evict(removed);
  return viewer.user;
}
