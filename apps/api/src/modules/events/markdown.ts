import { decodeHTML } from 'entities';
import { Marked } from 'marked';
import sanitizeHtml from 'sanitize-html';

// Organizers write Markdown; raw HTML in it is not trusted. marked renders,
// then sanitize-html keeps only formatting tags and safe links, so a
// description can never run script on an attendee's phone.
const marked = new Marked({ gfm: true, breaks: true, async: false });

const ALLOWED_TAGS = [
  'p',
  'br',
  'strong',
  'em',
  'del',
  'code',
  'pre',
  'blockquote',
  'ul',
  'ol',
  'li',
  'h2',
  'h3',
  'h4',
  'hr',
  'a',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
];

export function renderMarkdown(markdown: string): string {
  const html = marked.parse(markdown) as string;
  return sanitizeHtml(html, {
    allowedTags: ALLOWED_TAGS,
    allowedAttributes: { a: ['href', 'title', 'rel', 'target'] },
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
    // Headings step down one level: the page's own title is the h1.
    transformTags: {
      h1: 'h2',
      a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer nofollow', target: '_blank' }),
    },
    allowedSchemesAppliedToAttributes: ['href'],
  }).trim();
}

/** Plain text for previews and link cards, from a rendered description: its words, at most `max` characters. */
export function plainSummary(html: string, max = 200): string {
  // sanitize-html leaves the text HTML-escaped; every entity (&nbsp;, &#8217;…) becomes its character.
  const text = decodeHTML(sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }))
    .replace(/\s+/g, ' ')
    .trim();
  return text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;
}
