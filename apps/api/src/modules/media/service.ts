import { badUserInput, rateLimited } from '../../common/errors.ts';
import { ImageQueueFull, ImageRejected, normaliseUpload } from './processing.ts';

/** What a GraphQL multipart upload hands over: a web File. */
export type Upload = { arrayBuffer(): Promise<ArrayBuffer>; size: number; type: string };

/** Decodes and re-encodes an upload, or BAD_USER_INPUT on the file field saying what is wrong with it. */
export async function decodeUpload(file: Upload) {
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
