import { badUserInput, notFound } from '../../common/errors.ts';
import type { RequestScope } from '../../common/scope.ts';
import type { Db } from '../../db/client.ts';
import { isUuid } from '../../db/uuid.ts';
import { countAttempt } from '../../rate-limits/attempts.ts';
import { requireViewer } from '../identity/access.ts';
import { decodeUpload, type Upload } from '../media/service.ts';
import { deleteImage, insertImage } from '../media/repo.ts';
import { resizedCopies } from '../media/resized-copies.ts';
import * as repo from './repo.ts';
import { eventForManagement, lockEditableEvent, MAX_GALLERY_IMAGES } from './service.ts';
import type { EventRow } from './tables.ts';

/*
 * An event's pictures: its cover and gallery. The media module stores, resizes and serves images; attaching them to
 * an event, and who may, is the event's business.
 */

/**
 * Before an upload's body is read: the caller must be signed in and may manage the event the upload names
 * (UPLOAD_EVENT_HEADER). Otherwise anyone could make every instance buffer 10 MB per request. The mutation checks
 * the event in its variables again, so naming one event and uploading to another needs both permissions.
 */
export async function assertMayUploadFor(scope: RequestScope, eventId: string | undefined): Promise<void> {
  await requireViewer(scope);
  if (!eventId || !isUuid(eventId)) {
    throw badUserInput({ file: 'This upload does not say which event it is for; reload the page and try again.' });
  }
  await eventForManagement(scope, eventId);
}

/** Stores an uploaded cover or gallery image for an event; a replaced cover is deleted with its bytes. */
export async function uploadEventImage(
  scope: RequestScope,
  args: { eventId: string; kind: EventImageKind; file: Upload; alt?: string | null },
): Promise<EventRow> {
  await eventForManagement(scope, args.eventId);
  const viewer = await requireViewer(scope);
  await countAttempt(scope, 'upload');
  // Decoding and resizing is the slow part; it happens before any lock is taken.
  const image = await decodeUpload(args.file);
  const alt = (args.alt ?? '').trim().slice(0, 200);
  const { event, replacedImageId } = await scope.db.transaction(async (tx) => {
    const event = await lockEditableEvent(tx, args.eventId);
    const stored = await insertImage(tx, {
      organizationId: event.organizationId,
      uploadedBy: viewer.user.id,
      contentType: 'image/webp',
      ...image,
    });
    const attached = await attachEventImage(tx, event, { id: stored.id, kind: args.kind, alt });
    if (attached.replacedImageId) await deleteImage(tx, attached.replacedImageId);
    return attached;
  });
  // After the commit: a replaced cover is no longer served from this process's copies either.
  if (replacedImageId) resizedCopies.evict(replacedImageId);
  return event;
}

/** Takes an image off an event and deletes it. */
export async function removeEventImage(scope: RequestScope, eventId: string, imageId: string): Promise<EventRow> {
  await eventForManagement(scope, eventId);
  const event = await scope.db.transaction(async (tx) => {
    const detached = await detachEventImage(tx, await lockEditableEvent(tx, eventId), imageId);
    await deleteImage(tx, imageId);
    return detached;
  });
  resizedCopies.evict(imageId);
  return event;
}

export type EventImageKind = 'COVER' | 'GALLERY';

/**
 * Puts a stored image on a locked, editable event: as its cover (returning the cover it replaces, for the
 * caller to delete) or at the end of its gallery, which holds MAX_GALLERY_IMAGES at most.
 */
async function attachEventImage(
  tx: Db,
  event: EventRow,
  image: { id: string; kind: EventImageKind; alt: string },
): Promise<{ event: EventRow; replacedImageId: string | null }> {
  if (image.kind === 'COVER') {
    const row = await repo.updateEventRow(tx, event.id, { coverImageId: image.id });
    return { event: row, replacedImageId: event.coverImageId };
  }
  if ((await repo.findGalleryByEventIds(tx, [event.id])).length >= MAX_GALLERY_IMAGES) {
    throw badUserInput({ file: `A gallery holds up to ${MAX_GALLERY_IMAGES} images; remove one first.` });
  }
  await repo.appendGalleryImage(tx, event.id, image.id, image.alt);
  return { event: await repo.updateEventRow(tx, event.id, {}), replacedImageId: null };
}

/** Takes an image off a locked, editable event (cover or gallery); NOT_FOUND if it is on neither. */
async function detachEventImage(tx: Db, event: EventRow, imageId: string): Promise<EventRow> {
  if (event.coverImageId === imageId) return repo.updateEventRow(tx, event.id, { coverImageId: null });
  if (!(await repo.removeGalleryImage(tx, event.id, imageId))) throw notFound('Image');
  return repo.updateEventRow(tx, event.id, {});
}
