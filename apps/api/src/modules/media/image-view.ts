import { SERVED_WIDTHS, servedWidth } from './processing.ts';
import type { ImageMeta } from './repo.ts';

/** An image as the schema's `Image` type resolves it: stored metadata plus the words a screen reader needs. */
export type ImageView = ImageMeta & { alt: string };

export const imageResolvers = {
  Image: {
    url: (image: ImageView, { width }: { width: number }) =>
      `/media/${image.id}/${servedWidth(Math.min(width, image.width))}.webp`,
    srcSet: (image: ImageView) => {
      const widths = SERVED_WIDTHS.filter((w, i) => i === 0 || (SERVED_WIDTHS[i - 1] ?? 0) < image.width);
      return widths.map((w) => `/media/${image.id}/${w}.webp ${Math.min(w, image.width)}w`).join(', ');
    },
  },
};
