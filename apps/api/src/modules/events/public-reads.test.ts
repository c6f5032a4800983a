import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { FULL_COLUMN_IMAGE_SIZES } from '@admit/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, csrfHeader, type TestApi } from '../../test/test-api.ts';
import { graphqlUpload } from '../../test/multipart.ts';
import { createEvent, createOrganization, createTicketType, publishedEvent } from '../../test/org-fixtures.ts';

let api: TestApi;
let owner: string;
let slug: string;
let draftSlug: string;

beforeAll(async () => {
  // A stand-in for the web build: the server rewrites its <head> for event pages.
  const dist = mkdtempSync(path.join(os.tmpdir(), 'admit-dist-'));
  writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html><head><meta name="description" content="Admit" /><title>Admit</title></head><body><div id="root"></div></body></html>',
  );
  api = await createTestApi({ WEB_DIST_DIR: dist });
  owner = (await api.newAccount('owner')).idToken;
  ({
    event: { slug },
  } = await publishedEvent(api, owner, {
    title: 'Jazz & "Blues" <Night>',
    description: 'Smoky **basement** sets.',
    startsAt: '2031-03-14T19:30',
    endsAt: '2031-03-14T23:00',
    timeZone: 'Europe/London',
  }));
  const org = await createOrganization(api, owner);
  draftSlug = (await createEvent(api, owner, org.id, { title: 'Unannounced' })).slug;
});
afterAll(() => api.close());

const eventQuery = (s: string) =>
  `/graphql?operationName=Event&query=${encodeURIComponent(`query Event { event(slug: "${s}") { title } }`)}`;

describe('public reads', () => {
  it('lets browsers and CDNs cache an anonymous GET of an event, and never a signed-in one', async () => {
    const anonymous = await api.inject({ method: 'GET', url: eventQuery(slug), headers: csrfHeader });
    expect(anonymous.statusCode).toBe(200);
    expect(anonymous.json()).toEqual({ data: { event: { title: 'Jazz & "Blues" <Night>' } } });
    expect(anonymous.headers['cache-control']).toBe('public, max-age=30, stale-while-revalidate=300');
    expect(anonymous.headers['vary']).toContain('authorization');

    const signedIn = await api.inject({
      method: 'GET',
      url: eventQuery(slug),
      headers: { ...csrfHeader, authorization: `Bearer ${owner}` },
    });
    expect(signedIn.headers['cache-control']).toBe('private, no-store');
    const post = await api.graphql(`query { event(slug: "${slug}") { title } }`);
    expect(post.status).toBe(200);
  });

  it('writes the event title and sharing tags into the page for link previews, escaped', async () => {
    const page = await api.inject({ method: 'GET', url: `/e/${slug}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    const html = page.body;
    // Escaped as the HTML standard says for text and for attribute values: nothing can close the tag early.
    expect(html).toContain('<title>Jazz &amp; "Blues" &lt;Night&gt; · Admit</title>');
    expect(html).toContain('<meta property="og:title" content="Jazz &amp; &quot;Blues&quot; <Night>" />');
    expect(html).toMatch(
      /<meta property="og:description" content="Fri, 14 Mar 2031, 19:30 GMT · The Old Harbour\. Smoky basement sets\." \/>/,
    );
    expect(html).toContain(`<meta property="og:url" content="${api.config.publicOrigins[0]}/e/${slug}" />`);
    expect(html.match(/<title>/g)).toHaveLength(1);
  });

  // Guards: search engines read the event, its place, its organizer and an offer per public ticket type from
  // the HTML itself; a hidden type stays hidden, and no text in it can close the script element.
  it('describes the event as schema.org JSON-LD with its offers, hidden types left out', async () => {
    const { event } = await publishedEvent(api, owner, {
      title: 'Late </script><b>Show</b>',
      startsAt: '2031-03-14T19:30',
      endsAt: '2031-03-14T23:00',
      timeZone: 'Europe/London',
    });
    await createTicketType(api, owner, event.id, { name: 'Crew', hidden: true, unlockCode: 'CREW-2031' });
    const html = (await api.inject({ method: 'GET', url: `/e/${event.slug}` })).body;
    const blocks = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((m) => m[1]);
    expect(blocks).toHaveLength(1);
    expect(blocks[0]).not.toContain('<');
    expect(JSON.parse(blocks[0] ?? '')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Event',
      name: 'Late </script><b>Show</b>',
      description: 'Music by the water.',
      url: `${api.config.publicOrigins[0]}/e/${event.slug}`,
      startDate: '2031-03-14T19:30:00.000Z',
      endDate: '2031-03-14T23:00:00.000Z',
      eventStatus: 'https://schema.org/EventScheduled',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      location: { '@type': 'Place', name: 'The Old Harbour', address: '1 Quay Street, Bristol' },
      organizer: { '@type': 'Organization', name: 'Harbour Events' },
      offers: [
        {
          '@type': 'Offer',
          name: 'General admission',
          price: '15.00',
          priceCurrency: 'GBP',
          availability: 'https://schema.org/InStock',
          url: `${api.config.publicOrigins[0]}/e/${event.slug}`,
        },
      ],
    });
  });

  // Guards: the page's largest paint, its cover, is asked for with the HTML, as the same file the gallery picks.
  it('preloads the cover in the size the page will choose, and names it in the JSON-LD', async () => {
    const { event } = await publishedEvent(api, owner, { title: 'Covered' });
    const bytes = await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#2a9d8f' } })
      .jpeg()
      .toBuffer();
    const uploaded = await graphqlUpload<{
      data?: { uploadEventImage: { coverImage: { id: string; srcSet: string; url: string } } };
    }>(api, {
      query: `mutation($eventId: ID!, $kind: EventImageKind!, $file: File!) {
        uploadEventImage(eventId: $eventId, kind: $kind, file: $file) { coverImage { id srcSet url(width: 960) } } }`,
      variables: { eventId: event.id, kind: 'COVER' },
      file: { bytes, type: 'image/jpeg', name: 'cover.jpg' },
      token: owner,
      headers: csrfHeader,
    });
    const cover = uploaded.body.data?.uploadEventImage.coverImage;
    if (!cover) throw new Error('no cover');
    const html = (await api.inject({ method: 'GET', url: `/e/${event.slug}` })).body;
    expect(html).toContain(
      `<link rel="preload" as="image" fetchpriority="high" href="${cover.url}" imagesrcset="${cover.srcSet}" imagesizes="${FULL_COLUMN_IMAGE_SIZES}" />`,
    );
    const json = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1] ?? '{}';
    // The served copy for 1200 px, the size link previews ask for (og:image names the same one).
    const image = `${api.config.publicOrigins[0]}/media/${cover.id}/1280.webp`;
    expect((JSON.parse(json) as { image?: string[] }).image).toEqual([image]);
    expect(html).toContain(`<meta property="og:image" content="${image}" />`);
  });

  it('never lets a shared cache keep an answer with errors', async () => {
    const missing = await api.inject({ method: 'GET', url: eventQuery('no-such-event'), headers: csrfHeader });
    expect(missing.json()).toMatchObject({ errors: [{ extensions: { code: 'NOT_FOUND' } }] });
    expect(missing.headers['cache-control']).toBe('private, no-store');
  });

  it('keeps a title with "$" sequences inside its tag, and links to the configured origin, not the Host header', async () => {
    const { event } = await publishedEvent(api, owner, { title: "Pay $` or $' at the door" });
    const page = await api.inject({ method: 'GET', url: `/e/${event.slug}`, headers: { host: 'evil.example' } });
    expect(page.body).toContain(`<meta property="og:title" content="Pay $\` or $' at the door" />`);
    expect(page.body.match(/<\/head>/g)).toHaveLength(1);
    expect(page.body).not.toContain('evil.example');
  });

  it('gives a draft’s address the plain shell, revealing nothing', async () => {
    const page = await api.inject({ method: 'GET', url: `/e/${draftSlug}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>Admit</title>');
    expect(page.body).not.toContain('Unannounced');
  });
});
