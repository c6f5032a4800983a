import slugifyText from '@sindresorhus/slugify';
import { z } from './zod.ts';

export const SLUG_MIN = 3;
export const SLUG_MAX = 60;

/** Slugs go in addresses (`/e/:eventSlug`): lowercase letters, digits and single hyphens. */
export const slugSchema = z
  .string()
  .trim()
  .min(SLUG_MIN, `Use at least ${SLUG_MIN} characters.`)
  .max(SLUG_MAX, `Use at most ${SLUG_MAX} characters.`)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Use lowercase letters, numbers and single hyphens, like "summer-fest-2027".');

/**
 * A slug suggestion from a title, transliterated so that any script gives a
 * readable address: "Jazz & Wine Night!" → "jazz-and-wine-night",
 * "Straße Łódź" → "strasse-lodz", "Київ Джаз" → "kiyiv-dzhaz".
 */
export function slugify(text: string): string {
  // Titles are not camelCase; splitting "THeatro" (from "Θέατρο") would read worse.
  return slugifyText(text, { decamelize: false }).slice(0, SLUG_MAX).replace(/-+$/g, '');
}
