import { parse } from 'csv-parse/sync';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '../../test/gql/index.ts';
import {
  confirmCard,
  reserve,
  rowsOf,
  setDetails,
  startPayment,
  TEST_CARDS,
  waitForStatus,
  type Line,
} from '../../test/checkout-fixtures.ts';
import {
  addMember,
  createEvent,
  createOrganization,
  createTicketType,
  dataOf,
  present,
  PUBLISH_EVENT,
  ticketTypeInput,
  utcLocal,
} from '../../test/org-fixtures.ts';
import { createTestApi, type TestApi } from '../../test/test-api.ts';

/*
 * The back office's exports, as an organizer downloads them: each file read back (csv-parse, exceljs's reader) and
 * compared cell by cell with the database; formulas neutralised; money in major units beside its currency; instants
 * in the event's zone with their offset; who may download; and bad parameters refused before anything runs. Once
 * on PGlite and once on PostgreSQL.
 */

// Half an hour off UTC all year: an instant left in UTC, or a zone's offset rounded, shows.
const ZONE = 'Asia/Kolkata';

const EXPORT_LISTS = graphql(`
  query ExportLists($s: String!) {
    event(slug: $s) {
      checkInLists {
        id
        name
      }
    }
  }
`);

const EXPORT_RENAME_TYPE = graphql(`
  mutation ExportRenameType($id: ID!, $i: TicketTypeInput!) {
    updateTicketType(id: $id, input: $i) {
      id
    }
  }
`);

const EXPORT_CHECK_IN = graphql(`
  mutation ExportCheckIn($i: CheckInInput!) {
    checkIn(input: $i) {
      outcome
    }
  }
`);

/** An instant as the exports write it, worked out here with Intl: "2026-06-01T19:00:00+01:00". */
function isoIn(instant: Date, zone: string): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: zone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    timeZoneName: 'longOffset',
  }).formatToParts(instant);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  const offset = part('timeZoneName').replace('GMT', '') || '+00:00';
  return `${part('year')}-${part('month')}-${part('day')}T${part('hour')}:${part('minute')}:${part('second')}${offset}`;
}

/** OWASP's rule, written here apart from the export's own (columns.ts, in SQL): a formula's first character quoted. */
const neutraliseCell = (text: string): string => (/^[=+\-@\t\r]/.test(text) ? `'${text}` : text);

const major = (minor: number) => (minor / 100).toFixed(2);
const csvRows = (body: string): string[][] => parse(body, { bom: true, relax_column_count: false });

/** An XLSX's first sheet as rows of values (numbers stay numbers). */
async function xlsxRows(body: Buffer): Promise<(string | number)[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as unknown as ArrayBuffer);
  const sheet = present(workbook.worksheets[0]);
  const rows: (string | number)[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row) => {
    const values = Array.from({ length: sheet.columnCount }, (_, i) => {
      const value = row.getCell(i + 1).value;
      return typeof value === 'number' ? value : value === null || value === undefined ? '' : String(value);
    });
    rows.push(values);
  });
  return rows;
}

/** An XLSX row read back as the CSV writes it: numbers in the money columns with their two decimals. */
const asCsv = (row: (string | number)[], moneyColumns: number[]) =>
  row.map((v, i) => (typeof v === 'number' ? (moneyColumns.includes(i) ? v.toFixed(2) : String(v)) : v));

const SETUPS = [
  { name: process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite', postgres: false },
  { name: 'PostgreSQL', postgres: true },
];

describe.each(SETUPS)('exports ($name)', ({ postgres }) => {
  let api: TestApi;
  let owner: string;
  let manager: string;
  let door: string;
  let outsider: string;
  let buyer: string;
  let event: { id: string; slug: string };
  let general: { id: string };
  let vip: { id: string };

  const download = (file: string, token: string | null, query = '', eventId = event.id) =>
    api.inject({
      method: 'GET',
      url: `/exports/events/${eventId}/${file}${query}`,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });

  async function buyNamed(lines: Line[], names: string[], email: string) {
    const { order } = dataOf(await reserve(api, event.id, lines, { token: buyer })).reserveTickets;
    dataOf(await setDetails(api, buyer, order.id, names, email));
    const session = dataOf(await startPayment(api, buyer, order.id)).startPayment;
    if (session.clientSecret) await confirmCard(api, session.clientSecret, TEST_CARDS.succeeds);
    return waitForStatus(api, buyer, order.id, 'PAID');
  }

  beforeAll(async () => {
    api = await createTestApi({}, { jobs: false, postgres });
    owner = (await api.newAccount('owner')).idToken;
    const org = await createOrganization(api, owner);
    manager = (await addMember(api, owner, org.id, 'MANAGER')).token;
    door = (await addMember(api, owner, org.id, 'DOOR_STAFF')).token;
    outsider = (await api.newAccount('outsider')).idToken;
    await createOrganization(api, outsider, 'Other Events');
    buyer = (await api.newAccount('buyer')).idToken;
    // Wall times in Kolkata: 8 hours on in UTC's wall clock is 2.5 hours from now, so the door is open.
    event = await createEvent(api, owner, org.id, {
      timeZone: ZONE,
      startsAt: utcLocal(0, 8),
      endsAt: utcLocal(0, 14),
    });
    general = await createTicketType(api, owner, event.id, { priceMinor: 1500 });
    vip = await createTicketType(api, owner, event.id, { name: '=VIP', priceMinor: 4050, sortOrder: 1 });
    dataOf(await api.graphql(PUBLISH_EVENT, { token: owner, variables: { id: event.id } }));
    await buyNamed(
      [{ ticketTypeId: general.id, quantity: 2 }],
      ['María López', '=HYPERLINK("http://x.test","y")'],
      'maria@example.test',
    );
    const second = await buyNamed(
      [
        { ticketTypeId: general.id, quantity: 1 },
        { ticketTypeId: vip.id, quantity: 2 },
      ],
      ['+44 7700 900123', '-2+3', '@SUM(A1)'],
      'second@example.test',
    );
    const [list] = present(
      dataOf(await api.graphql(EXPORT_LISTS, { token: door, variables: { s: event.slug } })).event,
    ).checkInLists;
    const ticket = present(second.tickets[0]);
    const scan = { listId: present(list).id, ticketId: ticket.id, deviceId: 'd-1', deviceName: '@Door one' };
    const checked = await api.graphql(EXPORT_CHECK_IN, {
      token: door,
      variables: { i: { ...scan, nonce: 'export-scan-1' } },
    });
    expect(dataOf(checked).checkIn.outcome).toBe('ADMITTED');
  }, 120_000);
  afterAll(() => api?.close());

  it('exports the orders as the database holds them, cell by cell, money in major units, instants in the zone', async () => {
    const res = await download('orders.csv', manager);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['content-disposition']).toMatch(
      new RegExp(`^attachment; filename="${event.slug}-orders-\\d{4}-\\d{2}-\\d{2}\\.csv"$`),
    );
    const [header, ...rows] = csvRows(res.body);
    expect(header).toEqual([
      'order_code',
      'status',
      'created_at',
      'paid_at',
      'buyer_name',
      'buyer_email',
      'tickets',
      'ticket_types',
      'total',
      'refunded',
      'currency',
      'payment_provider',
      'checked_in',
      'time_zone',
      'promo_code',
      'discount',
    ]);
    const db = await rowsOf<{
      code: string;
      status: string;
      created_at: string;
      paid_at: string;
      buyer_email: string;
      total_minor: number;
      refunded_minor: number;
      payment_provider: string;
      checked_in: boolean;
    }>(api, sql`select * from orders where event_id = ${event.id} order by created_at desc, id desc`);
    expect(rows).toEqual(
      db.map((o) => [
        o.code,
        o.status,
        isoIn(new Date(o.created_at), ZONE),
        isoIn(new Date(o.paid_at), ZONE),
        '',
        o.buyer_email,
        o.code === db[0]?.code ? '3' : '2',
        o.code === db[0]?.code ? '1 × General admission; 2 × =VIP' : '2 × General admission',
        major(o.total_minor),
        major(o.refunded_minor),
        'GBP',
        o.payment_provider,
        o.checked_in ? 'yes' : 'no',
        ZONE,
        '',
        '0.00',
      ]),
    );
    // What an organizer reads: 2 × 15.00 is 30.00, 15.00 + 2 × 40.50 is 96.00.
    expect(rows.map((r) => r[8])).toEqual(['96.00', '30.00']);
    expect(rows[0]?.[2]).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+05:30$/);
  });

  it('names the tickets of every order as their types are now called, in the types’ order', async () => {
    const ticketTypes = async () => csvRows((await download('orders.csv', manager)).body).map((row) => row[7]);
    const rename = async (name: string, sortOrder: number) =>
      dataOf(
        await api.graphql(EXPORT_RENAME_TYPE, {
          token: owner,
          variables: { id: vip.id, i: ticketTypeInput({ name, priceMinor: 4050, sortOrder }) },
        }),
      );
    await rename('Balcony', -1);
    expect(await ticketTypes()).toEqual([
      'ticket_types',
      '2 × Balcony; 1 × General admission',
      '2 × General admission',
    ]);
    await rename('=VIP', 1);
    expect(await ticketTypes()).toEqual(['ticket_types', '1 × General admission; 2 × =VIP', '2 × General admission']);
  });

  it('exports one attendee row per ticket, with its check-in, and neutralises formulas in names', async () => {
    const res = await download('attendees.csv', owner);
    expect(res.statusCode).toBe(200);
    const [header, ...rows] = csvRows(res.body);
    const db = await rowsOf<{
      order_code: string;
      short_code: string;
      attendee_name: string;
      ticket_type: string;
      unit_price_minor: number;
      buyer_email: string;
      first_at: string | null;
      device: string | null;
      list: string | null;
    }>(
      api,
      sql`select o.code as order_code, t.short_code, t.attendee_name, tt.name as ticket_type, l.unit_price_minor,
            o.buyer_email, s.first_at, s.first_device_name as device, cl.name as list
          from tickets t join orders o on o.id = t.order_id join ticket_types tt on tt.id = t.ticket_type_id
          join order_lines l on l.id = t.order_line_id
          left join check_in_states s on s.ticket_id = t.id left join check_in_lists cl on cl.id = s.list_id
          where o.event_id = ${event.id} order by o.created_at desc, o.id desc, t.place`,
    );
    expect(db).toHaveLength(5);
    expect(rows).toEqual(
      db.map((t) => [
        t.order_code,
        t.short_code,
        neutraliseCell(t.attendee_name),
        neutraliseCell(t.ticket_type),
        'VALID',
        'PAID',
        major(t.unit_price_minor),
        'GBP',
        '',
        t.buyer_email,
        t.first_at ? 'yes' : 'no',
        t.first_at ? isoIn(new Date(t.first_at), ZONE) : '',
        t.list ?? '',
        t.device ? neutraliseCell(t.device) : '',
        t.list ?? '',
        t.first_at ? 'yes' : 'no',
        ZONE,
        '',
      ]),
    );
    expect(header?.[2]).toBe('attendee_name');
    const names = rows.map((r) => r[2]);
    expect(names).toEqual([
      "'+44 7700 900123",
      "'-2+3",
      "'@SUM(A1)",
      'María López',
      `'=HYPERLINK("http://x.test","y")`,
    ]);
    expect(rows[0]?.[13]).toBe("'@Door one");
  });

  it('writes the same cells in XLSX, numbers as numbers and formulas neutralised as text', async () => {
    for (const kind of ['orders', 'attendees', 'checkins']) {
      const csv = csvRows((await download(`${kind}.csv`, manager)).body);
      const res = await download(`${kind}.xlsx`, manager);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
      expect(res.headers['content-disposition']).toContain(`-${kind}-`);
      const money = (csv[0] ?? []).flatMap((name, i) =>
        ['total', 'refunded', 'price', 'discount'].includes(name) ? [i] : [],
      );
      const xlsx = await xlsxRows(res.rawPayload);
      expect(xlsx.map((row) => asCsv(row, money))).toEqual(csv);
    }
    const orders = await xlsxRows((await download('orders.xlsx', manager)).rawPayload);
    expect(orders[1]?.[8]).toBe(96);
    expect(orders[1]?.[7]).toBe('1 × General admission; 2 × =VIP');
  });

  it('exports every scan with its time, list and device', async () => {
    const res = await download('checkins.csv', owner);
    const [header, ...rows] = csvRows(res.body);
    const [scan] = await rowsOf<{
      scanned_at: string;
      received_at: string;
      short_code: string;
      code: string;
      ticket_type: string;
    }>(
      api,
      sql`select c.scanned_at, c.received_at, t.short_code, o.code, tt.name as ticket_type
          from check_ins c join tickets t on t.id = c.ticket_id join ticket_types tt on tt.id = t.ticket_type_id
          join orders o on o.id = t.order_id where c.event_id = ${event.id}`,
    );
    expect(header).toEqual([
      'scanned_at',
      'list',
      'kind',
      'outcome',
      'reason',
      'device',
      'ticket_code',
      'attendee_name',
      'ticket_type',
      'order_code',
      'conflict',
      'undone_at',
      'received_at',
      'time_zone',
    ]);
    const s = present(scan);
    expect(rows).toEqual([
      [
        isoIn(new Date(s.scanned_at), ZONE),
        'Entrance',
        'ENTRY',
        'ADMITTED',
        '',
        "'@Door one",
        s.short_code,
        "'+44 7700 900123",
        neutraliseCell(s.ticket_type),
        s.code,
        'no',
        '',
        isoIn(new Date(s.received_at), ZONE),
        ZONE,
      ],
    ]);
  });

  it('exports what the list filters show', async () => {
    const vipOnly = csvRows((await download('orders.csv', manager, `?ticketTypeIds=${vip.id}&sort=TOTAL_ASC`)).body);
    expect(vipOnly.slice(1).map((r) => r[8])).toEqual(['96.00']);
    const both = csvRows((await download('orders.csv', manager, `?statuses=PAID,REFUNDED&sort=TOTAL_ASC`)).body);
    expect(both.slice(1).map((r) => r[8])).toEqual(['30.00', '96.00']);
    const none = csvRows((await download('attendees.csv', manager, '?hasRefunds=true')).body);
    expect(none).toHaveLength(1);
  });

  it('refuses door staff, other organizations and visitors, with a stable code', async () => {
    for (const file of ['orders.csv', 'attendees.xlsx', 'checkins.csv']) {
      const asDoor = await download(file, door);
      expect(asDoor.statusCode).toBe(403);
      expect(asDoor.json()).toMatchObject({ code: 'FORBIDDEN' });
      expect(asDoor.headers['cache-control']).toBe('private, no-store');
      const asOutsider = await download(file, outsider);
      expect(asOutsider.statusCode).toBe(403);
      expect(asOutsider.json()).toMatchObject({ code: 'FORBIDDEN' });
      const asVisitor = await download(file, null);
      expect(asVisitor.statusCode).toBe(401);
      expect(asVisitor.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
    }
    const missing = await download('orders.csv', manager, '', '00000000-0000-4000-8000-000000000000');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('refuses malformed parameters as BAD_USER_INPUT naming the parameter, before anything else', async () => {
    const cases: [string, string, string][] = [
      ['orders.pdf', '', 'format'],
      ['orders.csv', '?statuses=PAID,SOMETIMES', 'statuses'],
      ['orders.csv', '?ticketTypeIds=not-an-id', 'ticketTypeIds'],
      ['attendees.xlsx', '?checkedIn=maybe', 'checkedIn'],
      ['orders.csv', '?paidFrom=yesterday', 'paidFrom'],
      ['orders.csv', '?sort=NAME', 'sort'],
      ['orders.csv', '?search=a&search=b', 'search'],
      ['orders.csv', `?search=${'x'.repeat(201)}`, 'search'],
    ];
    for (const [file, query, field] of cases) {
      // Even a visitor is told what is malformed: nothing about the event is read first.
      for (const token of [manager, null]) {
        const res = await download(file, token, query);
        expect(res.statusCode, `${file}${query}`).toBe(400);
        expect(res.json()).toMatchObject({ code: 'BAD_USER_INPUT', field });
      }
    }
    const badId = await download('orders.csv', manager, '', 'not-an-id');
    expect(badId.json()).toMatchObject({ code: 'BAD_USER_INPUT', field: 'eventId' });
    expect((await download('refunds.csv', manager)).statusCode).toBe(404);
  });

  it('streams a large export: the first bytes come at once, and every row arrives, read in batches', async () => {
    await api.database.db.execute(sql`
      insert into orders (event_id, code, claim_token_hash, status, currency, total_minor, hold_expires_at, buyer_email,
        paid_at, created_at)
      select ${event.id}::uuid, 'B' || lpad(g::text, 5, '0'), 'bench', 'PAID', 'GBP', 1000 + g, now(), 'b' || g || '@example.test',
        now() - interval '1 day', now() - interval '2 days' - g * interval '1 second'
      from generate_series(1, 12000) g`);
    await api.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = api.app.server.address() as AddressInfo;
    for (const file of ['orders.csv', 'orders.xlsx']) {
      const started = performance.now();
      const res = await fetch(`http://127.0.0.1:${port}/exports/events/${event.id}/${file}`, {
        headers: { authorization: `Bearer ${manager}` },
      });
      const reader = present(res.body).getReader();
      const chunks: Uint8Array[] = [];
      const first = await reader.read();
      const firstBytesMs = performance.now() - started;
      if (first.value) chunks.push(first.value);
      for (let next = await reader.read(); !next.done; next = await reader.read()) chunks.push(next.value);
      // Streamed, not built whole first: the first bytes within a second, or, on a machine loaded enough to make the
      // whole download slow (a CI run once took 1.1 s to the first bytes), within half of it; a buffered export
      // sends its first bytes only at the end.
      const wholeMs = performance.now() - started;
      expect(firstBytesMs).toBeLessThan(Math.max(1_000, wholeMs / 2));
      const body = Buffer.concat(chunks);
      const rows = file.endsWith('.csv') ? csvRows(body.toString('utf8')) : await xlsxRows(body);
      expect(rows).toHaveLength(1 + 2 + 12000);
      expect(rows.at(-1)?.[0]).toBe('B12000');
    }
  }, 120_000);

  it('lets the database go when a download is abandoned halfway', async () => {
    const { port } = api.app.server.address() as AddressInfo;
    const controller = new AbortController();
    const res = await fetch(`http://127.0.0.1:${port}/exports/events/${event.id}/orders.xlsx`, {
      headers: { authorization: `Bearer ${manager}` },
      signal: controller.signal,
    });
    await present(res.body).getReader().read();
    controller.abort();
    // The next export (and any other request) is answered: the cancelled one ended its transaction.
    const next = await download('checkins.csv', owner);
    expect(next.statusCode).toBe(200);
    expect(csvRows(next.body)).toHaveLength(2);
    if (!postgres) return;
    // On PostgreSQL: its pooled connection is no longer held in a transaction.
    const openExports = async () => {
      const [row] = await rowsOf<{ n: number }>(
        api,
        sql`select count(*)::int as n from pg_stat_activity
            where datname = current_database() and state like 'idle in transaction%'`,
      );
      return Number(row?.n);
    };
    await expect.poll(openExports, { timeout: 5000 }).toBe(0);
  });
});
