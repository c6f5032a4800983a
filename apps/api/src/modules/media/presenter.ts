import { SERVED_WIDTHS, servedWidth } from './processing.ts';
import type { ImageMeta } from './repo.ts';

/** An image as the schema's `Image` type resolves it: stored metadata plus the words a screen reader needs. */
export type ImageView = ImageMeta & { alt: string };

/** Address of a copy at most `width` pixels wide, never wider than the original. */
export function imageUrl(image: ImageView, width: number): string {
  return `/media/${image.id}/${servedWidth(Math.min(width, image.width))}.webp`;
}

/** A srcset of every served width up to the original's. */
export function imageSrcSet(image: ImageView): string {
  const widths = SERVED_WIDTHS.filter((w, i) => i === 0 || (SERVED_WIDTHS[i - 1] ?? 0) < image.width);
  return widths.map((w) => `/media/${image.id}/${w}.webp ${Math.min(w, image.width)}w`).join(', ');
}
