import { formatEventDateTime, FULL_COLUMN_IMAGE_SIZES } from '@admit/shared';
import { escapeAttribute, escapeText } from 'entities';
import type { ImageMeta } from '../media/repo.ts';
import { servedWidth } from '../media/processing.ts';
import { imageSrcSet, imageUrl } from '../media/presenter.ts';
import { summaryOf } from './presenter.ts';
import type { EventRow } from './tables.ts';

/**
 * Link previews (messaging apps, social sites) read the HTML without running
 * scripts, so an event page's title and Open Graph tags are written into
 * index.html on the server. The app sets the same title once it runs.
 */
export function eventShareTags(event: EventRow, cover: ImageMeta | null, origin: string): string {
  const when = formatEventDateTime(event.startsAt, event.timeZone, 'en-GB');
  const description = summaryOf(event) || `${when} at ${event.venueName}`;
  const url = `${origin}/e/${event.slug}`;
  const tags: [string, string, string][] = [
    ['name', 'description', description],
    ['property', 'og:type', 'website'],
    ['property', 'og:site_name', 'Admit'],
    ['property', 'og:title', event.title],
    ['property', 'og:description', `${when} · ${event.venueName}. ${description}`.slice(0, 300)],
    ['property', 'og:url', url],
    ['name', 'twitter:card', cover ? 'summary_large_image' : 'summary'],
  ];
  if (cover) tags.push(['property', 'og:image', `${origin}/media/${cover.id}/${servedWidth(1200)}.webp`]);
  // The page's largest paint is its first picture, the cover: asked for with the HTML, in the size the gallery
  // will choose (same srcset, same sizes), instead of after the app's script has run and asked for the event.
  const preload = cover
    ? [
        `<link rel="preload" as="image" fetchpriority="high" href="${escapeAttribute(imageUrl({ ...cover, alt: '' }, 960))}" ` +
          `imagesrcset="${escapeAttribute(imageSrcSet({ ...cover, alt: '' }))}" imagesizes="${FULL_COLUMN_IMAGE_SIZES}" />`,
      ]
    : [];
  return [
    `<title>${escapeText(`${event.title} · Admit`)}</title>`,
    `<link rel="canonical" href="${escapeAttribute(url)}" />`,
    ...preload,
    ...tags.map(([attr, key, value]) => `<meta ${attr}="${key}" content="${escapeAttribute(value)}" />`),
  ].join('\n    ');
}

/** Replaces the shell's generic <title> and description with the event's. */
export function withShareTags(indexHtml: string, tags: string): string {
  return indexHtml
    .replace(/<title>[^<]*<\/title>/, '')
    .replace(/<meta name="description"[^>]*>/, '')
    .replace('</head>', () => `  ${tags}\n  </head>`); // a function: "$" in a title is not a pattern
}
