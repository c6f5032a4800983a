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
