import { LRUCache } from 'lru-cache';
import type { ImageView } from '../media/presenter.ts';
import type { ImageMeta } from '../media/repo.ts';
import { plainSummary, renderMarkdown } from './markdown.ts';
import type { EventRow } from './tables.ts';

/*
 * Rendered descriptions, by their Markdown: descriptionHtml and summary both need one, every page of events asks
 * again, and aliased queries ask many times in one request. Descriptions change rarely; the text is the key, so an
 * edit is a new entry and the old one ages out.
 */
const renderedDescriptions = new LRUCache<string, string>({ max: 2000 });
/** Their plain-text summaries, likewise by the Markdown. */
const summaries = new LRUCache<string, string>({ max: 2000 });

/** The organizer's Markdown, rendered and sanitised for pages. */
export function descriptionHtmlOf(event: EventRow): string {
  let html = renderedDescriptions.get(event.description);
  if (html === undefined) {
    html = renderMarkdown(event.description);
    renderedDescriptions.set(event.description, html);
  }
  return html;
}

/** Plain text for previews and link cards. */
export function summaryOf(event: EventRow): string {
  let summary = summaries.get(event.description);
  if (summary === undefined) {
    summary = plainSummary(descriptionHtmlOf(event));
    summaries.set(event.description, summary);
  }
  return summary;
}

/** The cover, described by the event's title: organizers write alt text for gallery images only. */
export function presentCover(event: EventRow, image: ImageMeta | null): ImageView | null {
  return image ? { ...image, alt: event.title } : null;
}

/**
 * The gallery in order, each image with its alt text or else the event's title. An image whose row has
 * gone (removed while the page was read) is left out rather than failing the whole event.
 */
export function presentGallery(
  event: EventRow,
  entries: readonly { alt: string | null }[],
  images: readonly (ImageMeta | Error | null)[],
): ImageView[] {
  return entries.flatMap((entry, i) => {
    const image = images[i];
    return image && !(image instanceof Error) ? [{ ...image, alt: entry.alt || event.title }] : [];
  });
}
