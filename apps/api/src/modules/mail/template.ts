import { Body, Button, Container, Head, Hr, Html, Link, Preview, Section, Text } from '@react-email/components';
import { render, toPlainText } from '@react-email/render';
import { createElement as h, Fragment, type CSSProperties, type ReactElement, type ReactNode } from 'react';

/*
 * One source per mail: a React element made of react-email's components (tables and inline styles, which the
 * major clients render), turned into the HTML part and, from that same HTML, the text part. The API runs its .ts
 * directly on Node (type stripping only), so the elements are made with createElement rather than JSX.
 */

/**
 * Where a mail's links point: the first of the public origins (PUBLIC_ORIGINS, the address people use). The
 * fallback is the local default, for a configuration made without one (tests building mails directly).
 */
export const linkOrigin = (origins: readonly string[]) => origins[0] ?? 'http://localhost:3000';

/** The content id of a ticket's QR image, which the mail's HTML shows inline and the sender attaches. */
export const ticketImageCid = (ticketId: string) => `ticket-${ticketId}@admit`;

/** Colours set on every box (never left to the client), so a dark-mode client's inversion keeps them readable. */
export const mailColours = { text: '#1f2328', muted: '#59636e', page: '#f6f8fa', card: '#ffffff', accent: '#0b5cad' };

const body: CSSProperties = {
  backgroundColor: mailColours.page,
  color: mailColours.text,
  fontFamily: 'Helvetica, Arial, sans-serif',
  margin: 0,
  padding: '24px 0',
};
const card: CSSProperties = {
  backgroundColor: mailColours.card,
  borderRadius: '8px',
  maxWidth: '560px',
  padding: '24px',
};
export const paragraph: CSSProperties = {
  color: mailColours.text,
  fontSize: '15px',
  lineHeight: '22px',
  margin: '0 0 14px',
};
const small: CSSProperties = { ...paragraph, color: mailColours.muted, fontSize: '13px' };

/** The frame every mail shares: its preview line, a card on a quiet page, and Admit's footer. */
export function MailLayout({ preview, children }: { preview?: string; children?: ReactNode }): ReactElement {
  return h(
    Html,
    { lang: 'en' },
    h(
      Head,
      null,
      h('meta', { name: 'color-scheme', content: 'light dark' }),
      h('meta', { name: 'supported-color-schemes', content: 'light dark' }),
    ),
    preview ? h(Preview, null, preview) : null,
    h(
      Body,
      { style: body },
      h(
        Container,
        { style: card },
        children,
        h(Hr, { style: { borderColor: '#d1d9e0', margin: '20px 0' } }),
        h(Text, { style: small }, 'Sent by Admit on behalf of the event’s organizer.'),
      ),
    ),
  );
}

const URL_PATTERN = /(https?:\/\/[^\s]+)/g;

/** A line's words with its addresses as links (a link whose words are its address reads once in the text part). */
function withLinks(line: string): ReactNode[] {
  return line
    .split(URL_PATTERN)
    .map((part, i) =>
      i % 2 === 1 ? h(Link, { key: i, href: part, style: { color: mailColours.accent } }, part) : part,
    );
}

/**
 * Lines as paragraphs: a blank line starts a new one, and lines within one are kept apart by line breaks. What
 * most mails are: a few sentences and a link.
 */
export function Paragraphs({ lines }: { lines: readonly string[] }): ReactElement {
  const groups: string[][] = [[]];
  for (const line of lines) {
    if (line === '') groups.push([]);
    else groups.at(-1)?.push(line);
  }
  return h(
    Fragment,
    null,
    groups
      .filter((g) => g.length > 0)
      .map((g, i) =>
        h(
          Text,
          { key: i, style: paragraph },
          g.flatMap((line, j) => (j === 0 ? withLinks(line) : [h('br', { key: `br${j}` }), ...withLinks(line)])),
        ),
      ),
  );
}

/** The mail's one main action, as a button (its address follows its words in the text part). */
export function ActionButton({ href, label }: { href: string; label: string }): ReactElement {
  return h(
    Section,
    { style: { margin: '8px 0 18px' } },
    h(
      Button,
      {
        href,
        style: {
          backgroundColor: mailColours.accent,
          borderRadius: '6px',
          color: '#ffffff',
          fontSize: '15px',
          fontWeight: 600,
          padding: '12px 20px',
        },
      },
      label,
    ),
  );
}

/** A mail made of a few paragraphs: what most of Admit's mails are. */
export const plainMail = (lines: readonly string[]): ReactElement => h(MailLayout, null, h(Paragraphs, { lines }));

/** The HTML part and the text part, both from the one element. */
export async function renderMail(content: ReactElement): Promise<{ html: string; text: string }> {
  const html = await render(content);
  // No wrapping (a long link stays whole on its line, for every client to make clickable); headings as written.
  const text = toPlainText(html, {
    wordwrap: false,
    selectors: [{ selector: 'h1', options: { uppercase: false } }],
  }).trim();
  return { html, text };
}
