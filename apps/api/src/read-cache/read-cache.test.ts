import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { reserve } from '../test/checkout-fixtures.ts';
import {
  createEvent,
  createOrganization,
  createTicketType,
  dataOf,
  eventInput,
  publishedEvent,
  utcLocal,
} from '../test/org-fixtures.ts';
import { createTestApi, csrfHeader, type TestApi } from '../test/test-api.ts';

let api: TestApi;
let owner: string;
/** Every SQL statement the server sends, so a test can see a read answered without the database. */
let statements = 0;

beforeAll(async () => {
  api = await createTestApi({ WEB_DIST_DIR: inject('webDistDir') }, { onQuery: () => void (statements += 1) });
  owner = (await api.newAccount('owner')).idToken;
});
afterAll(() => api.close());

const EVENT_QUERY =
  'query Event($slug: String!) { event(slug: $slug) { title status ticketTypes { name availability } } }';
const LIST_QUERY =
  'query List($search: String) { discoverEvents(first: 50, search: $search, timeZone: "UTC") { nodes { title } } }';

/** An anonymous GET, as the web app sends queries. */
async function get<T>(query: string, variables: Record<string, unknown>, headers: Record<string, string> = {}) {
  const params = new URLSearchParams({ query, variables: JSON.stringify(variables) });
  const res = await api.inject({ method: 'GET', url: `/graphql?${params}`, headers: { ...csrfHeader, ...headers } });
  return { res, data: res.statusCode === 200 ? (res.json<{ data: T }>().data ?? null) : null };
}

type EventAnswer = { event: { title: string; status: string; ticketTypes: { name: string; availability: string }[] } };
const readEvent = (slug: string) => get<EventAnswer>(EVENT_QUERY, { slug });
const listed = async (search: string) =>
  (
    await get<{ discoverEvents: { nodes: { title: string }[] } }>(LIST_QUERY, { search })
  ).data?.discoverEvents.nodes.map((n) => n.title);

/** Runs `read` and says how many SQL statements it cost. */
async function statementsOf(read: () => Promise<unknown>): Promise<number> {
  const before = statements;
  await read();
  return statements - before;
}

const UPDATE_EVENT = 'mutation($id: ID!, $input: EventInput!) { updateEvent(id: $id, input: $input) { id } }';
const PUBLISH = 'mutation($id: ID!) { publishEvent(id: $id) { id } }';
const CANCEL = 'mutation($id: ID!) { cancelEvent(id: $id) { id } }';

describe('the read cache', () => {
  it('answers a repeated anonymous read without the database, with an ETag a browser revalidates for a 304', async () => {
    const { event } = await publishedEvent(api, owner, { title: 'Cached Quartet' });
    const first = await readEvent(event.slug);
    expect(first.data?.event.title).toBe('Cached Quartet');
    expect(first.res.headers['cache-control']).toBe('public, no-cache');
    const etag = first.res.headers['etag'];
    expect(etag).toBeTruthy();
    expect(await statementsOf(() => readEvent(event.slug))).toBe(0);
    const revalidated = await get<EventAnswer>(EVENT_QUERY, { slug: event.slug }, { 'if-none-match': String(etag) });
    expect(revalidated.res.statusCode).toBe(304);
  });

  it('never keeps a signed-in read: each one asks the database', async () => {
    const { event } = await publishedEvent(api, owner, { title: 'Private Eyes' });
    const signedIn = { authorization: `Bearer ${owner}` };
    await get(EVENT_QUERY, { slug: event.slug }, signedIn);
    expect(await statementsOf(() => get(EVENT_QUERY, { slug: event.slug }, signedIn))).toBeGreaterThan(0);
    expect((await get(EVENT_QUERY, { slug: event.slug }, signedIn)).res.headers['cache-control']).toBe(
      'private, no-store',
    );
  });

  it('shows a publish on the very next read: the event, and the lists it joins', async () => {
    const org = await createOrganization(api, owner);
    const draft = await createEvent(api, owner, org.id, { title: 'Publishing Parade' });
    await createTicketType(api, owner, draft.id);
    expect((await readEvent(draft.slug)).res.json()).toMatchObject({ errors: [{ extensions: { code: 'NOT_FOUND' } }] });
    expect(await listed('Publishing Parade')).toEqual([]);
    expect(await listed('Publishing Parade')).toEqual([]);

    dataOf(await api.graphql(PUBLISH, { token: owner, variables: { id: draft.id } }));
    expect((await readEvent(draft.slug)).data?.event.status).toBe('PUBLISHED');
    expect(await listed('Publishing Parade')).toEqual(['Publishing Parade']);
  });

  it('shows an edit on the very next read, and keeps what the edit did not touch', async () => {
    const { event } = await publishedEvent(api, owner, { title: 'Before The Edit' });
    const other = await publishedEvent(api, owner, { title: 'Untouched Neighbour' });
    await readEvent(event.slug);
    await readEvent(other.event.slug);
    dataOf(
      await api.graphql(UPDATE_EVENT, {
        token: owner,
        variables: { id: event.id, input: eventInput({ title: 'After The Edit', slug: event.slug }) },
      }),
    );
    expect((await readEvent(event.slug)).data?.event.title).toBe('After The Edit');
    expect(await statementsOf(() => readEvent(other.event.slug))).toBe(0);
  });

  it('shows a sale that sells a type out on the very next read, and keeps the page through sales that do not', async () => {
    const { event, ticketType } = await publishedEvent(api, owner, { title: 'Small Room' });
    const small = await createTicketType(api, owner, event.id, { name: 'Front row', capacity: 3 });
    await readEvent(event.slug);
    // One of three: nothing the public sees has changed.
    dataOf(await reserve(api, event.id, [{ ticketTypeId: small.id, quantity: 1 }]));
    expect(await statementsOf(() => readEvent(event.slug))).toBe(0);
    // The last two: sold out.
    dataOf(await reserve(api, event.id, [{ ticketTypeId: small.id, quantity: 2 }]));
    const types = (await readEvent(event.slug)).data?.event.ticketTypes;
    expect(types?.find((t) => t.name === 'Front row')?.availability).toBe('SOLD_OUT');
    expect(types?.find((t) => t.name === ticketType.id)).toBeUndefined();
  });

  it('shows a cancellation on the very next read, and the event leaves the lists', async () => {
    const { event } = await publishedEvent(api, owner, { title: 'Rained Off Regatta' });
    await readEvent(event.slug);
    expect(await listed('Rained Off Regatta')).toEqual(['Rained Off Regatta']);
    dataOf(await api.graphql(CANCEL, { token: owner, variables: { id: event.id } }));
    expect((await readEvent(event.slug)).data?.event.status).toBe('CANCELLED');
    expect(await listed('Rained Off Regatta')).toEqual([]);
  });

  it('keeps a type "not yet on sale" only until its sale opens, with nobody writing', async () => {
    const { event } = await publishedEvent(api, owner, { title: 'Midnight Release', timeZone: 'Etc/UTC' });
    const opening = new Date(Date.now() + 2500);
    await createTicketType(api, owner, event.id, {
      name: 'Drop',
      // The form takes minutes; the exact moment is set below, as the sale's own clock would.
      salesStartAt: utcLocal(1),
    });
    await api.database.db.execute(
      `update ticket_types set sales_start_at = '${opening.toISOString()}' where name = 'Drop' and event_id = '${event.id}'`,
    );
    const availability = async () =>
      (await readEvent(event.slug)).data?.event.ticketTypes.find((t) => t.name === 'Drop')?.availability;
    expect(await availability()).toBe('NOT_YET_ON_SALE');
    expect(await statementsOf(availability)).toBe(0);
    // The real clock, on purpose: what is tested is that a kept answer expires when the sale opens by the clock,
    // with nobody writing. The moment is compared in PostgreSQL (now()) as well as in Node, which fake timers
    // cannot move; the wait is the 2.5 s to the opening, not a guess at how long something takes.
    await new Promise((resolve) => setTimeout(resolve, opening.getTime() - Date.now() + 50));
    expect(await availability()).toBe('ON_SALE');
  });

  it('writes a page once, and again only after a write it shows', async () => {
    const { event } = await publishedEvent(api, owner, { title: 'Paged Once' });
    const page = () => api.inject({ method: 'GET', url: `/e/${event.slug}`, headers: { 'accept-encoding': 'br' } });
    const first = await page();
    expect(first.headers['content-encoding']).toBe('br');
    expect(await statementsOf(page)).toBe(0);
    const etag = String(first.headers['etag']);
    expect(
      (await api.inject({ method: 'GET', url: `/e/${event.slug}`, headers: { 'if-none-match': etag } })).statusCode,
    ).toBe(304);
    dataOf(
      await api.graphql(UPDATE_EVENT, {
        token: owner,
        variables: { id: event.id, input: eventInput({ title: 'Paged Twice', slug: event.slug }) },
      }),
    );
    const after = await api.inject({ method: 'GET', url: `/e/${event.slug}` });
    expect(after.body).toContain('Paged Twice');
    expect(after.headers['etag']).not.toBe(etag);
  });

  it('forgets what another API instance changed, through the database', async () => {
    const second = await createTestApi({ WEB_DIST_DIR: inject('webDistDir') }, { sharing: api });
    try {
      const { event } = await publishedEvent(api, owner, { title: 'Seen By One' });
      await readEvent(event.slug);
      dataOf(
        await second.graphql(UPDATE_EVENT, {
          token: owner,
          variables: { id: event.id, input: eventInput({ title: 'Changed By The Other', slug: event.slug }) },
        }),
      );
      await expect.poll(async () => (await readEvent(event.slug)).data?.event.title).toBe('Changed By The Other');
    } finally {
      await second.close();
    }
  });
});
