import sharp from 'sharp';
import { decodeHTML } from 'entities';
import { FULL_COLUMN_IMAGE_SIZES, TIME_ZONE_COOKIE } from '@admit/shared';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApi, csrfHeader, type TestApi } from '../test/test-api.ts';
import { graphqlUpload } from '../test/multipart.ts';
import { createEvent, createHiddenType, createOrganization, publishedEvent } from '../test/org-fixtures.ts';

let api: TestApi;
let owner: string;
let slug: string;
let draftSlug: string;

beforeAll(async () => {
  api = await createTestApi({ WEB_DIST_DIR: inject('webDistDir') });
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

const page = (url: string, headers: Record<string, string> = {}) => api.inject({ method: 'GET', url, headers });

/** The decoded value of the first `<meta {attr}="{key}" content="…">`. */
function meta(html: string, attr: 'name' | 'property', key: string): string | undefined {
  const match = new RegExp(`<meta ${attr}="${key}" content="([^"]*)"`).exec(html);
  return match?.[1] === undefined ? undefined : decodeHTML(match[1]);
}

/** The text of the page's body as a person reads it: tags gone, entities decoded, spaces collapsed. */
function bodyText(html: string): string {
  const body = /<div id="root">([\s\S]*)<\/div>\s*<script type="application\/json"/.exec(html)?.[1] ?? '';
  return decodeHTML(body.replace(/<[^>]+>/g, ' ')).replace(/\s+/g, ' ');
}

describe('server-rendered event pages', () => {
  it('carry the title, date, venue and price in the first HTML, before any script runs', async () => {
    const res = await page(`/e/${slug}`, { 'accept-language': 'en-GB,en;q=0.8' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    const text = bodyText(res.body);
    expect(text).toContain('Jazz & "Blues" <Night>');
    // In the venue's zone, in the visitor's language (en-GB writes 24-hour times).
    expect(text).toContain('Fri, 14 Mar 2031, 19:30 – 23:00 GMT');
    expect(text).toContain('The Old Harbour');
    expect(text).toContain('Tickets available from £15.00');
    expect(text).toMatch(/General admission .*£15\.00 On sale/);
    expect(res.body).toContain('<html lang="en">');
  });

  it('write the title and sharing tags into the head for link previews, escaped', async () => {
    const html = (await page(`/e/${slug}`, { 'accept-language': 'en-GB' })).body;
    expect(html).toMatch(/<title>Jazz &amp; (&quot;|")Blues(&quot;|") &lt;Night(&gt;|>) · Admit<\/title>/);
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(meta(html, 'property', 'og:title')).toBe('Jazz & "Blues" <Night>');
    expect(meta(html, 'property', 'og:description')).toBe(
      'Fri, 14 Mar 2031, 19:30 GMT · The Old Harbour. Smoky basement sets.',
    );
    expect(meta(html, 'property', 'og:url')).toBe(`${api.config.publicOrigins[0]}/e/${slug}`);
    expect(meta(html, 'name', 'description')).toBe('Smoky basement sets.');
  });

  // Guards: search engines read the event, its place, its organizer and an offer per public ticket type from
  // the HTML itself; a hidden type stays hidden, and no text in it can close the script element.
  it('describe the event as schema.org JSON-LD with its offers, hidden types left out', async () => {
    const { event } = await publishedEvent(api, owner, {
      title: 'Late </script><b>Show</b>',
      startsAt: '2031-03-14T19:30',
      endsAt: '2031-03-14T23:00',
      timeZone: 'Europe/London',
    });
    await createHiddenType(api, owner, event.id, 'CREW-2031', { name: 'Crew' });
    const html = (await page(`/e/${event.slug}`)).body;
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
    // Nor does the hidden type reach the page's own data or text.
    expect(html).not.toContain('Crew');
  });

  // Guards: the page's largest paint, its cover, is asked for with the HTML, as the same file the gallery picks.
  it('preload the cover in the size the page will choose, and name it in the JSON-LD', async () => {
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
    const html = (await page(`/e/${event.slug}`)).body;
    const preload = /<link rel="preload" as="image"[^>]*>/.exec(html)?.[0] ?? '';
    expect(preload).toMatch(/fetchpriority="high"/i);
    expect(preload).toContain(`href="${cover.url}"`);
    expect(decodeHTML(/imagesrcset="([^"]*)"/i.exec(preload)?.[1] ?? '')).toBe(cover.srcSet);
    expect(decodeHTML(/imagesizes="([^"]*)"/i.exec(preload)?.[1] ?? '')).toBe(FULL_COLUMN_IMAGE_SIZES);
    const json = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1] ?? '{}';
    // The served copy for 1200 px, the size link previews ask for (og:image names the same one).
    const image = `${api.config.publicOrigins[0]}/media/${cover.id}/1280.webp`;
    expect((JSON.parse(json) as { image?: string[] }).image).toEqual([image]);
    expect(meta(html, 'property', 'og:image')).toBe(image);
  });

  it('keep a title with "$" sequences inside its tag, and link to the configured origin, not the Host header', async () => {
    const { event } = await publishedEvent(api, owner, { title: "Pay $` or $' at the door" });
    const res = await page(`/e/${event.slug}`, { host: 'evil.example' });
    expect(meta(res.body, 'property', 'og:title')).toBe("Pay $` or $' at the door");
    expect(res.body.match(/<\/head>/g)).toHaveLength(1);
    expect(res.body).not.toContain('evil.example');
  });

  it('answer a draft’s address as not found, revealing nothing', async () => {
    const res = await page(`/e/${draftSlug}`);
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('<title>Event not found · Admit</title>');
    expect(bodyText(res.body)).toContain('We could not find that event');
    expect(res.body).not.toContain('Unannounced');
  });

  it('leave other addresses to the client-rendered app', async () => {
    const res = await page('/tickets');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"></div>');
  });
});

describe('the server-rendered home page', () => {
  it('shows the rows and a search’s results in the HTML', async () => {
    const { event } = await publishedEvent(api, owner, { title: 'Ferry Lights Parade' });
    const home = await page('/');
    expect(home.statusCode).toBe(200);
    expect(bodyText(home.body)).toContain('Coming up');
    const results = await page('/?q=ferry+lights');
    const text = bodyText(results.body);
    expect(text).toContain('Results for “ferry lights”');
    expect(text).toContain('Ferry Lights Parade');
    expect(results.body).toContain(`href="/e/${event.slug}"`);
  });

  it('counts "today" in the time zone the browser last told it, else in UTC', async () => {
    const data = (html: string) =>
      JSON.parse(/<script type="application\/json" id="page-data">(.*?)<\/script>/s.exec(html)?.[1] ?? '{}') as {
        timeZone?: string;
      };
    expect(data((await page('/')).body).timeZone).toBe('UTC');
    const tokyo = await page('/', { cookie: `${TIME_ZONE_COOKIE}=Asia%2FTokyo` });
    expect(data(tokyo.body).timeZone).toBe('Asia/Tokyo');
    const nonsense = await page('/', { cookie: `${TIME_ZONE_COOKIE}=Mars%2FOlympus` });
    expect(data(nonsense.body).timeZone).toBe('UTC');
  });
});
