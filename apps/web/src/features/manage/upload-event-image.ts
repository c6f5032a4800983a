import { z } from '@admit/shared';
import { imageFileProblem } from '../../lib/image-file.ts';

// The file rules are shared with the profile photo's upload (lib/image-file.ts).
export { IMAGE_TYPES, IMAGE_MAX_BYTES, imageFileProblem, tooLargeMessage } from '../../lib/image-file.ts';

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
