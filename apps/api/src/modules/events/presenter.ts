import type { ImageView } from '../media/presenter.ts';
import type { ImageMeta } from '../media/repo.ts';
import { plainSummary, renderMarkdown } from './markdown.ts';
import type { EventRow } from './tables.ts';

// descriptionHtml and summary both need the rendering, and a row lives for one request: render it once.
const renderedDescriptions = new WeakMap<EventRow, string>();

/** The organizer's Markdown, rendered and sanitised for pages. */
export function descriptionHtmlOf(event: EventRow): string {
  let html = renderedDescriptions.get(event);
  if (html === undefined) {
    html = renderMarkdown(event.description);
    renderedDescriptions.set(event, html);
  }
  return html;
}

/** Plain text for previews and link cards. */
export function summaryOf(event: EventRow): string {
  return plainSummary(descriptionHtmlOf(event));
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
