import { ServerError } from '@apollo/client';

/** What the API's image upload takes (media/processing.ts checks again): events' pictures and profile photos. */
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
export const IMAGE_MAX_BYTES = 10 * 1024 * 1024;
const TOO_LARGE = 'Choose an image of at most 10 MB.';

/** What is wrong with a file before it is sent, or null. The server checks again. */
export function imageFileProblem(file: File): string | null {
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) return 'Choose a JPEG, PNG, WebP or GIF image.';
  if (file.size > IMAGE_MAX_BYTES) return TOO_LARGE;
  return null;
}

/** The server (or a proxy in front of it) refused the body's size before reading it: HTTP 413. */
export function tooLargeMessage(error: unknown): string | null {
  return ServerError.is(error) && error.statusCode === 413 ? TOO_LARGE : null;
}
