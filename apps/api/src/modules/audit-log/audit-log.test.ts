import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '../../test/gql/index.ts';
import type { AuditLogFilter } from '../../test/gql/graphql.ts';
import { createTestApi, type TestApi } from '../../test/test-api.ts';
import {
  addMember,
  createEvent,
  createOrganization,
  createTicketType,
  dataOf,
  errorOf,
  ticketTypeInput,
  VIEWER_ID,
} from '../../test/org-fixtures.ts';
import { insertAuditRecord } from '../audit/repo.ts';

/*
 * The audit log screen's query: the words of a recorded change, every filter, a keyset that holds still while new
 * records arrive, and who may read it (owners and managers of the organization, no one else).
 */

const AUDIT_LOG = graphql(`
  query AuditLogPage($o: ID!, $f: AuditLogFilter, $first: Int, $after: String) {
    auditLog(organizationId: $o, filter: $f, first: $first, after: $after) {
      entries {
        id
        action
        actorName
        actorEmail
        eventId
        eventTitle
        entityType
        entityId
        subject
        summary
        changes {
          field
          label
          before
          after
          currency
          words
        }
        at
      }
      endCursor
      hasNextPage
    }
  }
`);

/** Ids only: a page of 100 full entries costs more than GraphQL Armor lets one query ask for. */
const AUDIT_IDS = graphql(`
  query AuditLogIds($o: ID!, $f: AuditLogFilter, $first: Int, $after: String) {
    auditLog(organizationId: $o, filter: $f, first: $first, after: $after) {
      entries {
        id
      }
      endCursor
      hasNextPage
    }
  }
`);

const UPDATE_TYPE = graphql(`
  mutation AuditLogUpdateType($id: ID!, $i: TicketTypeInput!) {
    updateTicketType(id: $id, input: $i) {
      id
    }
  }
`);

let api: TestApi;
let owner: { token: string; email: string; userId: string };
let manager: { token: string; userId: string; email: string };
let door: string;
let outsider: string;
let org: { id: string };

beforeAll(async () => {
  api = await createTestApi();
  const account = await api.newAccount('audit-owner');
  const me = dataOf(await api.graphql(VIEWER_ID, { token: account.idToken })).viewer;
  owner = { token: account.idToken, email: account.email, userId: me?.user.id ?? '' };
  org = await createOrganization(api, owner.token, 'Audit Co');
  manager = await addMember(api, owner.token, org.id, 'MANAGER');
  door = (await addMember(api, owner.token, org.id, 'DOOR_STAFF')).token;
  outsider = (await api.newAccount('audit-outsider')).idToken;
});
afterAll(() => api.close());

type PageVariables = { f?: AuditLogFilter; first?: number; after?: string | null };
const read = (token: string, variables: PageVariables = {}) =>
  api.graphql(AUDIT_LOG, { token, variables: { o: org.id, first: 10, ...variables } });
const readIds = (token: string, variables: PageVariables = {}) =>
  api.graphql(AUDIT_IDS, { token, variables: { o: org.id, ...variables } });

/** Records written straight to the log (as a module's transaction would), at chosen times, about one event. */
async function seedRecords(eventId: string, times: readonly Date[], action = 'order.hold_extended' as const) {
  for (const createdAt of times) {
    await insertAuditRecord(api.database.db, {
      organizationId: org.id,
      eventId,
      actorUserId: null,
      action,
      entityType: 'order',
      entityId: crypto.randomUUID(),
      after: { minutes: 5 },
      createdAt,
    });
  }
}

describe('the audit log', () => {
  it('tells a price change in words, with who made it and the event', async () => {
    const event = await createEvent(api, owner.token, org.id, { title: 'Jazz by the Docks', currency: 'EUR' });
    const vip = await createTicketType(api, owner.token, event.id, { name: 'VIP', priceMinor: 4000 });
    const input = ticketTypeInput({ name: 'VIP', priceMinor: 4500 });
    dataOf(await api.graphql(UPDATE_TYPE, { token: manager.token, variables: { id: vip.id, i: input } }));

    const page = dataOf(await read(owner.token, { f: { eventId: event.id, action: 'ticket_type.updated' } })).auditLog;
    expect(page.entries).toHaveLength(1);
    expect(page.entries[0]).toMatchObject({
      action: 'ticket_type.updated',
      actorEmail: manager.email,
      eventId: event.id,
      eventTitle: 'Jazz by the Docks',
      entityType: 'ticket_type',
      entityId: vip.id,
      subject: 'Ticket type VIP',
      summary: 'Ticket type VIP: price 40.00 → 45.00 EUR',
      changes: [
        {
          field: 'priceMinor',
          label: 'price',
          before: '40.00',
          after: '45.00',
          currency: 'EUR',
          words: 'price 40.00 → 45.00 EUR',
        },
      ],
    });
    // The type's creation is there too, by the owner, its price in major units and its dates as recorded.
    const created = dataOf(await read(owner.token, { f: { eventId: event.id, action: 'ticket_type.created' } }));
    expect(created.auditLog.entries[0]?.actorEmail).toBe(owner.email);
    expect(created.auditLog.entries[0]?.changes).toContainEqual(
      expect.objectContaining({ field: 'priceMinor', before: null, after: '40.00', words: 'price — → 40.00 EUR' }),
    );
  });

  it('filters by event, entity, actor (id or email), action and dates', async () => {
    const one = await createEvent(api, owner.token, org.id, { title: 'Filter one' });
    const two = await createEvent(api, owner.token, org.id, { title: 'Filter two' });
    await createTicketType(api, manager.token, one.id, { name: 'Early' });
    await seedRecords(two.id, [new Date('2026-01-10T12:00:00Z'), new Date('2026-02-10T12:00:00Z')]);

    const ofEvent = dataOf(await read(owner.token, { f: { eventId: two.id } })).auditLog.entries;
    expect(ofEvent.map((e) => e.eventTitle)).toEqual(['Filter two', 'Filter two']);
    const ofEntity = dataOf(await read(owner.token, { f: { eventId: one.id, entityType: 'ticket_type' } }));
    expect(ofEntity.auditLog.entries.map((e) => e.subject)).toEqual(['Ticket type Early']);
    const byEmail = dataOf(await read(owner.token, { f: { actor: manager.email.toUpperCase(), eventId: one.id } }));
    expect(byEmail.auditLog.entries.map((e) => e.action)).toEqual(['ticket_type.created']);
    const byId = dataOf(await read(owner.token, { f: { actor: owner.userId, eventId: one.id } }));
    expect(byId.auditLog.entries).toEqual([]);
    const nobody = dataOf(await read(owner.token, { f: { actor: 'nobody@example.test' } }));
    expect(nobody.auditLog).toEqual({ entries: [], endCursor: null, hasNextPage: false });
    const inJanuary = dataOf(
      await read(owner.token, {
        f: { eventId: two.id, from: '2026-01-01T00:00:00Z', to: '2026-01-31T23:59:59.999+00:00' },
      }),
    );
    expect(inJanuary.auditLog.entries.map((e) => e.at)).toEqual(['2026-01-10T12:00:00.000Z']);
    const action = dataOf(await read(owner.token, { f: { eventId: two.id, action: 'order.refunded' } }));
    expect(action.auditLog.entries).toEqual([]);
  });

  it('refuses a filter it cannot read, naming the field', async () => {
    const cases: [AuditLogFilter, string][] = [
      [{ action: 'order.exploded' }, 'action'],
      [{ action: 'DROP TABLE' }, 'action'],
      [{ actor: 'bob' }, 'actor'],
      [{ entityType: 'invoice' }, 'entityType'],
      [{ from: 'yesterday' }, 'from'],
      [{ from: '2026-02-01T00:00:00Z', to: '2026-01-01T00:00:00Z' }, 'to'],
    ];
    for (const [f, field] of cases) {
      expect(errorOf(await read(owner.token, { f }))).toMatchObject({ code: 'BAD_USER_INPUT', field });
    }
    for (const first of [0, 101]) {
      expect(errorOf(await readIds(owner.token, { first }))).toMatchObject({ code: 'BAD_USER_INPUT', field: 'first' });
    }
  });

  it('pages by cursor, newest first, holding still while new records arrive', async () => {
    const event = await createEvent(api, owner.token, org.id, { title: 'Paging' });
    const base = Date.parse('2026-03-01T10:00:00Z');
    // Seven records, three of them in the same instant: the id breaks the tie, and none is skipped or repeated.
    const times = [0, 1, 2, 2, 2, 3, 4].map((m) => new Date(base + m * 60_000));
    await seedRecords(event.id, times);
    const f = { eventId: event.id };
    const everything = dataOf(await readIds(owner.token, { f, first: 100 })).auditLog.entries.map((e) => e.id);
    expect(everything).toHaveLength(7);

    const first = dataOf(await readIds(owner.token, { f, first: 3 })).auditLog;
    expect(first.hasNextPage).toBe(true);
    // New records arrive between pages: they are newer than the first page, so later pages do not shift.
    await seedRecords(event.id, [new Date(), new Date()]);
    const seen = first.entries.map((e) => e.id);
    let after = first.endCursor;
    while (after) {
      const next = dataOf(await readIds(owner.token, { f, first: 3, after })).auditLog;
      seen.push(...next.entries.map((e) => e.id));
      after = next.endCursor;
    }
    expect(seen).toEqual(everything);
  });

  it('refuses a cursor that is malformed or was made for another filter, naming after', async () => {
    const event = await createEvent(api, owner.token, org.id, { title: 'Cursors' });
    await seedRecords(event.id, [new Date('2026-04-01T00:00:00Z'), new Date('2026-04-02T00:00:00Z')]);
    const page = dataOf(await read(owner.token, { f: { eventId: event.id }, first: 1 })).auditLog;
    const cursor = page.endCursor ?? '';
    expect(cursor).not.toBe('');
    const refusals = [
      await read(owner.token, { f: { eventId: event.id }, after: 'not-a-cursor' }),
      await read(owner.token, { f: { eventId: event.id }, after: Buffer.from('[1,2,3]').toString('base64url') }),
      await read(owner.token, { f: { eventId: event.id, action: 'order.hold_extended' }, after: cursor }),
      await read(owner.token, { after: cursor }),
    ];
    for (const res of refusals) expect(errorOf(res)).toMatchObject({ code: 'BAD_USER_INPUT', field: 'after' });
  });

  it('is for owners and managers of the organization only', async () => {
    expect(dataOf(await read(manager.token)).auditLog.entries.length).toBeGreaterThan(0);
    expect(errorOf(await read(door)).code).toBe('FORBIDDEN');
    expect(errorOf(await read(outsider)).code).toBe('FORBIDDEN');
    const visitor = await api.graphql(AUDIT_LOG, { variables: { o: org.id } });
    expect(errorOf(visitor).code).toBe('UNAUTHENTICATED');
    // Another organization's owner reads their own log, never this one's, whatever filter names this one's event.
    const otherOrg = await createOrganization(api, outsider, 'Other Co');
    const theirs = await api.graphql(AUDIT_LOG, { token: outsider, variables: { o: otherOrg.id } });
    expect(dataOf(theirs).auditLog.entries).toEqual([]);
    const event = await createEvent(api, owner.token, org.id, { title: 'Private' });
    await seedRecords(event.id, [new Date()]);
    const peek = await api.graphql(AUDIT_LOG, {
      token: outsider,
      variables: { o: otherOrg.id, f: { eventId: event.id } },
    });
    expect(dataOf(peek).auditLog.entries).toEqual([]);
  });
});
