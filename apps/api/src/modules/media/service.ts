import { badUserInput, rateLimited } from '../../common/errors.ts';
import type { RequestScope } from '../../common/scope.ts';
import { isUuid } from '../../db/uuid.ts';
import { requireViewer } from '../identity/access.ts';
import {
  attachEventImage,
  detachEventImage,
  eventForManagement,
  lockEditableEvent,
  type EventImageKind,
} from '../events/service.ts';
import type { EventRow } from '../events/tables.ts';
import { countAttempt } from '../../rate-limits/attempts.ts';
import { ImageQueueFull, ImageRejected, normaliseUpload } from './processing.ts';
import { deleteImage, insertImage } from './repo.ts';
import { resizedCopies } from './resized-copies.ts';

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

/** What a GraphQL multipart upload hands over: a web File. */
export type Upload = { arrayBuffer(): Promise<ArrayBuffer>; size: number; type: string };

/** Decodes and re-encodes an upload, or BAD_USER_INPUT on the file field saying what is wrong with it. */
async function readImage(file: Upload) {
  // A JSON request can put anything where the file goes; only a multipart upload carries a file.
  if (typeof (file as Partial<Upload> | null)?.arrayBuffer !== 'function') {
    throw badUserInput({ file: 'Choose an image file to upload.' });
  }
  try {
    return await normaliseUpload(Buffer.from(await file.arrayBuffer()));
  } catch (error) {
    if (error instanceof ImageRejected) throw badUserInput({ file: error.message });
    if (error instanceof ImageQueueFull) throw rateLimited(error.retryAfterSeconds, 'images being processed');
    throw error;
  }
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
  const image = await readImage(args.file);
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
