import { ServerError } from '@apollo/client';
import { z } from '@admit/shared';

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

/**
 * The upload form's rules: a file of a kind and size the server takes (it checks again), and a description that,
 * left empty, is none. No shared rule covers them: the API reads the file, not fields.
 */
export const imageUploadSchema = z.object({
  file: z
    .custom<File | null>((value) => value === null || value instanceof File)
    .transform((file, ctx) => {
      const problem = file ? imageFileProblem(file) : 'Choose an image first.';
      if (!file || problem) {
        ctx.addIssue({ code: 'custom', message: problem ?? 'Choose an image first.', input: file });
        return z.NEVER;
      }
      return file;
    }),
  alt: z.string().transform((alt) => alt.trim() || null),
});
export type ImageUploadDraft = z.input<typeof imageUploadSchema>;
