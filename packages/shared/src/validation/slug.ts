import { z } from 'zod';

export const SLUG_MIN = 3;
export const SLUG_MAX = 60;

/** Slugs go in addresses (`/e/:eventSlug`): lowercase letters, digits and single hyphens. */
export const slugSchema = z
  .string()
  .trim()
  .min(SLUG_MIN, `Use at least ${SLUG_MIN} characters.`)
  .max(SLUG_MAX, `Use at most ${SLUG_MAX} characters.`)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Use lowercase letters, numbers and single hyphens, like "summer-fest-2027".');

/** A slug suggestion from a title: "Jazz & Wine Night!" → "jazz-wine-night". */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, SLUG_MAX)
    .replace(/-+$/g, '');
}
