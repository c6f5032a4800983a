import { ErrorCode } from '@admit/shared';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { logLines } from '../test/log-lines.ts';
import { createTestApi, type TestApi } from '../test/test-api.ts';
import { createEvent, createOrganization, eventInput, publishedEvent, ticketTypeInput } from '../test/org-fixtures.ts';
import { SERVER_ERROR_BODY } from './error-handler.ts';
import { serializeError } from './logging.ts';

let api: TestApi;
let logs: ReturnType<typeof logLines>;
beforeAll(async () => {
  logs = logLines();
  api = await createTestApi(
    { WEB_DIST_DIR: inject('webDistDir') },
    { config: { logLevel: 'info' }, logStream: logs.stream },
  );
});
afterAll(() => api.close());

/** Renames a table for the length of `run`, so every query on it fails inside PostgreSQL. */
async function withTableGone<T>(table: string, run: () => Promise<T>): Promise<T> {
  await api.database.db.execute(`alter table ${table} rename to ${table}_gone`);
  try {
    return await run();
  } finally {
    await api.database.db.execute(`alter table ${table}_gone rename to ${table}`);
  }
}

describe('errors outside GraphQL', () => {
  it('answer a database failure on /media with a generic 500, and log the detail without its parameters', async () => {
    const id = '7f1c1e0a-4b8e-4c59-9a57-3f0d2a1b9c11';
    const res = await withTableGone('images', () =>
      api.inject({ method: 'GET', url: `/media/${id}/320.webp`, headers: { accept: 'image/webp' } }),
    );
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual(SERVER_ERROR_BODY);
    expect(res.body).not.toMatch(/select|images|relation|params/i);

    const logged = logs.lines().find((l) => l['msg'] === 'request failed');
    const err = logged?.['err'] as { message: string; stack: string; cause?: { message: string } } | undefined;
    // The operator sees which query failed and why…
    expect(err?.message).toMatch(/^Failed query: select .* from "images"/);
    expect(JSON.stringify(err?.cause)).toMatch(/images/);
    // …but not what it was asked with.
    expect(JSON.stringify(err)).not.toContain('params:');
    expect(err?.stack).not.toContain(id);
  });

  it('answer an event page with a plain "could not be loaded" page when the database fails, and log why', async () => {
    const res = await withTableGone('events', () => api.inject({ method: 'GET', url: '/e/some-event' }));
    expect(res.statusCode).toBe(503);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toContain('This page could not be loaded');
    expect(res.body).not.toMatch(/select|relation|events_gone/i);
    expect(logs.lines().some((l) => l['msg'] === 'page could not be rendered')).toBe(true);
  });

  it('keep the words of a client mistake, such as an oversized upload', async () => {
    const res = await api.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json', 'x-admit-csrf': '1' },
      payload: '{"query": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ error: string }>().error).toMatch(/JSON/);
  });
});

describe('logs', () => {
  it('carry no GraphQL GET variables, tokens or emails, but say which operation ran', async () => {
    const account = await api.newAccount('private-person');
    const { event } = await publishedEvent(api, account.idToken);
    const before = logs.text().length;
    const query =
      'query EventPage($slug: String!, $code: String) { event(slug: $slug) { ticketTypes(unlockCode: $code) { name } } }';
    const params = new URLSearchParams({
      operationName: 'EventPage',
      query,
      variables: JSON.stringify({ slug: event.slug, code: 'SECRET-UNLOCK-42' }),
    });
    const res = await api.inject({
      method: 'GET',
      url: `/graphql?${params.toString()}`,
      headers: { authorization: `Bearer ${account.idToken}`, 'x-admit-csrf': '1' },
    });
    expect(res.statusCode).toBe(200);
    const written = logs.text().slice(before);
    // The request was logged (so the test can fail), with its path and operation.
    expect(written).toContain('"url":"/graphql"');
    expect(written).toContain('"operation":"EventPage"');
    for (const secret of ['SECRET-UNLOCK-42', event.slug, account.idToken, account.email, 'variables']) {
      expect(written).not.toContain(secret);
    }
    // Nor anywhere else in this suite's logs so far.
    expect(logs.text()).not.toContain(account.idToken);
    expect(logs.text()).not.toContain(account.email);
  });

  it('withhold the values PostgreSQL and Drizzle repeat in their errors', () => {
    const pgError = Object.assign(new Error('invalid input syntax for type uuid: "jane@example.com"'), {
      code: '22P02',
      severity: 'ERROR',
      routine: 'string_to_uuid',
      detail: 'Key (email)=(jane@example.com) already exists.',
    });
    const drizzleError = Object.assign(
      new Error('Failed query: select * from users where email = $1\nparams: jane@example.com'),
      { query: 'select * from users where email = $1', params: ['jane@example.com'], cause: pgError },
    );
    const logged = serializeError(drizzleError);
    expect(logged.message).toBe('Failed query: select * from users where email = $1');
    expect(logged).toMatchObject({
      paramCount: 1,
      cause: {
        code: '22P02',
        routine: 'string_to_uuid',
        message: 'invalid input syntax for type uuid: (value withheld)',
      },
    });
    expect(JSON.stringify(logged)).not.toContain('jane@example.com');
  });
});

describe('error answers', () => {
  /** A GET as the web app sends it, and the log lines written while it was answered. */
  async function getLogged(operationName: string, query: string, token?: string) {
    const before = logs.text().length;
    const params = new URLSearchParams({ operationName, query, variables: '{}' });
    const res = await api.inject({
      method: 'GET',
      url: `/graphql?${params.toString()}`,
      headers: { 'x-admit-csrf': '1', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });
    const lines = logs
      .text()
      .slice(before)
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    const body = res.json<{ errors?: { extensions: { code: string; requestId?: string } }[] }>();
    return { res, body, lines };
  }

  it("to a signed-in request are logged at warn with their codes, operation and the request's id, which the answer names", async () => {
    const account = await api.newAccount('refused-person');
    const { res, body, lines } = await getLogged(
      'MissingOrganization',
      'query MissingOrganization { organization(slug: "no-such-organization") { id } }',
      account.idToken,
    );
    const requestId = res.headers['x-request-id'];
    expect(requestId).toMatch(/^[0-9a-f]{12}$/);
    expect(body.errors?.[0]?.extensions).toMatchObject({ code: ErrorCode.NOT_FOUND, requestId });
    const logged = lines.filter((l) => l['reqId'] === requestId && l['level'] === 40);
    expect(logged).toEqual([
      expect.objectContaining({
        msg: 'answered a signed-in request with errors',
        operation: 'MissingOrganization',
        codes: [ErrorCode.NOT_FOUND],
        paths: ['organization'],
      }),
    ]);
    expect(JSON.stringify(lines)).not.toContain(account.email);
    expect(JSON.stringify(lines)).not.toContain(account.idToken);
  });

  it('to a refused token are logged the same way: a broken session explains itself', async () => {
    const account = await api.newAccount('revoked-person');
    await api.emulator.setValidSince(account.localId, Math.floor(Date.now() / 1000) + 1);
    const { res, body, lines } = await getLogged(
      'AccountPage',
      'query AccountPage { viewer { user { id } } }',
      account.idToken,
    );
    const requestId = res.headers['x-request-id'];
    expect(body.errors?.[0]?.extensions).toMatchObject({ code: ErrorCode.UNAUTHENTICATED, requestId });
    expect(lines).toContainEqual(
      expect.objectContaining({
        level: 40,
        reqId: requestId,
        operation: 'AccountPage',
        codes: [ErrorCode.UNAUTHENTICATED],
      }),
    );
  });

  it("to a visitor are logged at info, not warn (a missing page is no one's problem)", async () => {
    const { res, lines } = await getLogged('Missing', 'query Missing { event(slug: "no-such-event") { id } }');
    const requestId = res.headers['x-request-id'];
    const logged = lines.filter((l) => l['reqId'] === requestId && l['codes']);
    expect(logged).toEqual([
      expect.objectContaining({ level: 30, operation: 'Missing', codes: [ErrorCode.NOT_FOUND] }),
    ]);
  });

  it('refused before GraphQL (a flood) name their request too', async () => {
    const flooded = await createTestApi(
      { RATE_LIMITS: 'requestWithToken=1/60' },
      { config: { logLevel: 'info' }, logStream: logs.stream },
    );
    try {
      const account = await flooded.newAccount('flooder');
      const send = () =>
        flooded.inject({
          method: 'GET',
          url: `/graphql?${new URLSearchParams({ operationName: 'Me', query: 'query Me { viewer { user { id } } }' })}`,
          headers: { 'x-admit-csrf': '1', authorization: `Bearer ${account.idToken}` },
        });
      expect((await send()).statusCode).toBe(200);
      const refused = await send();
      expect(refused.statusCode).toBe(429);
      const requestId = refused.headers['x-request-id'];
      expect(refused.json()).toMatchObject({ errors: [{ extensions: { code: ErrorCode.RATE_LIMITED, requestId } }] });
      expect(logs.lines()).toContainEqual(
        expect.objectContaining({ level: 40, reqId: requestId, operation: 'Me', codes: [ErrorCode.RATE_LIMITED] }),
      );
    } finally {
      await flooded.close();
    }
  });
});

describe('ids', () => {
  const someId = '7f1c1e0a-4b8e-4c59-9a57-3f0d2a1b9c11';
  it.each([
    ['user', 'query($id: ID!) { user(id: $id) { id } }', { id: '1 or 1=1' }, 'id'],
    [
      'updateEvent',
      'mutation($id: ID!, $input: EventInput!) { updateEvent(id: $id, input: $input) { id } }',
      { id: 'x', input: eventInput() },
      'id',
    ],
    ['publishEvent', 'mutation($id: ID!) { publishEvent(id: $id) { id } }', { id: '../etc' }, 'id'],
    [
      'createTicketType',
      'mutation($e: ID!, $input: TicketTypeInput!) { createTicketType(eventId: $e, input: $input) { id } }',
      { e: 42, input: ticketTypeInput() },
      'eventId',
    ],
    [
      'removeEventImage',
      'mutation($e: ID!, $i: ID!) { removeEventImage(eventId: $e, imageId: $i) { id } }',
      { e: someId, i: 'é' },
      'imageId',
    ],
    ['acceptInvitation', 'mutation($id: ID!) { acceptInvitation(id: $id) { id } }', { id: '' }, 'id'],
    [
      'removeMember',
      'mutation($o: ID!, $u: ID!) { removeMember(organizationId: $o, userId: $u) }',
      { o: 'a', u: someId },
      'organizationId',
    ],
  ])('a malformed id given to %s is bad input naming its argument', async (name, query, variables, field) => {
    const token = name === 'user' ? await api.adminToken() : (await api.newAccount('ids')).idToken;
    const res = await api.graphql(query, { token, variables });
    expect(res.body.errors?.[0]?.extensions).toMatchObject({ code: ErrorCode.BAD_USER_INPUT, field });
    expect(res.body.errors?.[0]?.message).toBe('That is not a valid id.');
  });

  it('still finds what a well-formed id names', async () => {
    const { idToken } = await api.newAccount('ids-ok');
    const org = await createOrganization(api, idToken);
    const event = await createEvent(api, idToken, org.id);
    const res = await api.graphql(`mutation($id: ID!) { publishEvent(id: $id) { id } }`, {
      variables: { id: event.id },
      token: idToken,
    });
    // Refused for a real reason (no ticket types yet), not as a malformed id.
    expect(res.body.errors?.[0]?.extensions?.code).toBe(ErrorCode.CONFLICT);
  });
});

describe('arguments found by the fuzz test', () => {
  it('refuse text holding a NUL character as bad input naming its field, in arguments and inside inputs', async () => {
    const { idToken } = await api.newAccount('nul');
    const bySlug = await api.graphql('query($s: String!) { event(slug: $s) { id } }', { variables: { s: 'a\u0000b' } });
    expect(bySlug.body.errors?.[0]?.extensions).toMatchObject({ code: ErrorCode.BAD_USER_INPUT, field: 'slug' });
    const profile = await api.graphql('mutation($i: UpdateProfileInput!) { updateProfile(input: $i) { id } }', {
      variables: { i: { displayName: 'Ada\u0000' } },
      token: idToken,
    });
    expect(profile.body.errors?.[0]?.extensions).toMatchObject({
      code: ErrorCode.BAD_USER_INPUT,
      field: 'displayName',
    });
  });

  it('refuse an upload whose file is not a file (a JSON request can put anything there)', async () => {
    const { idToken } = await api.newAccount('no-file');
    const event = await createEvent(api, idToken, (await createOrganization(api, idToken)).id);
    const res = await api.graphql(
      'mutation($e: ID!, $f: File!) { uploadEventImage(eventId: $e, kind: COVER, file: $f) { id } }',
      { variables: { e: event.id, f: 'not a file' }, token: idToken },
    );
    expect(res.body.errors?.[0]?.extensions).toMatchObject({ code: ErrorCode.BAD_USER_INPUT, field: 'file' });
  });

  it.each([
    ['of the wrong type', { id: { nested: true } }],
    ['missing', {}],
    ['null', { id: null }],
  ])('call a top-level variable %s bad input naming it', async (_what, variables) => {
    const res = await api.graphql('mutation($id: ID!) { publishEvent(id: $id) { id } }', { variables });
    expect(res.body.errors?.[0]?.extensions).toMatchObject({ code: ErrorCode.BAD_USER_INPUT, field: 'id' });
  });
});
