import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, csrfHeader, type TestApi } from '../../test/test-api.ts';
import { publishedEvent } from '../../test/org-fixtures.ts';

let api: TestApi;
let owner: string;
let slug: string;

beforeAll(async () => {
  api = await createTestApi();
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
});
afterAll(() => api.close());

const eventQuery = (s: string) =>
  `/graphql?operationName=Event&query=${encodeURIComponent(`query Event { event(slug: "${s}") { title } }`)}`;

describe('public reads', () => {
  it('lets browsers and CDNs keep an anonymous GET of an event if they revalidate it, and never a signed-in one', async () => {
    const anonymous = await api.inject({ method: 'GET', url: eventQuery(slug), headers: csrfHeader });
    expect(anonymous.statusCode).toBe(200);
    expect(anonymous.json()).toEqual({ data: { event: { title: 'Jazz & "Blues" <Night>' } } });
    expect(anonymous.headers['cache-control']).toBe('public, no-cache');
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

  it('never lets a shared cache keep an answer with errors', async () => {
    const missing = await api.inject({ method: 'GET', url: eventQuery('no-such-event'), headers: csrfHeader });
    expect(missing.json()).toMatchObject({ errors: [{ extensions: { code: 'NOT_FOUND' } }] });
    expect(missing.headers['cache-control']).toBe('private, no-store');
  });
});
