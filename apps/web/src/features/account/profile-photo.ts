import { z } from '@admit/shared';
import { imageFileProblem } from '../../lib/image-file.ts';

/** The photo form's rule: a file of a kind and size the API takes (it decodes it and checks again). */
export const profilePhotoSchema = z.object({
  file: z
    .custom<File | null>((value) => value === null || value instanceof File)
    .transform((file, ctx) => {
      const problem = file ? imageFileProblem(file) : 'Choose a photo first.';
      if (!file || problem) {
        ctx.addIssue({ code: 'custom', message: problem ?? 'Choose a photo first.', input: file });
        return z.NEVER;
      }
      return file;
    }),
});
export type ProfilePhotoDraft = z.input<typeof profilePhotoSchema>;
