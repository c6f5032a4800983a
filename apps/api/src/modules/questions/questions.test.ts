import { parse } from 'csv-parse/sync';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  confirmCard,
  reserve,
  rowsOf,
  startPayment,
  TEST_CARDS,
  waitForStatus,
  type Line,
} from '../../test/checkout-fixtures.ts';
import { graphql } from '../../test/gql/index.ts';
import type { AnswerInput, QuestionInput } from '../../test/gql/graphql.ts';
import { addMember, createTicketType, dataOf, errorOf, present, publishedEvent } from '../../test/org-fixtures.ts';
import { createTestApi, type TestApi } from '../../test/test-api.ts';

const CREATE = graphql(`
  mutation CreateQuestion($eventId: ID!, $input: QuestionInput!) {
    createQuestion(eventId: $eventId, input: $input) {
      id
      label
      kind
      required
      options
    }
  }
`);

const UPDATE = graphql(`
  mutation UpdateQuestion($id: ID!, $input: QuestionInput!) {
    updateQuestion(id: $id, input: $input) {
      id
      label
    }
  }
`);

const DELETE = graphql(`
  mutation DeleteQuestion($id: ID!) {
    deleteQuestion(id: $id) {
      id
      deleted
    }
  }
`);

const MOVE = graphql(`
  mutation MoveQuestion($id: ID!, $up: Boolean!) {
    moveQuestion(id: $id, up: $up) {
      label
    }
  }
`);

const OF_EVENT = graphql(`
  query QuestionsOfEvent($slug: String!, $withDeleted: Boolean) {
    event(slug: $slug) {
      questions(withDeleted: $withDeleted) {
        label
        deleted
      }
    }
  }
`);

const ORDER_QUESTIONS = graphql(`
  query OrderQuestions($id: ID!) {
    order(id: $id) {
      detailsComplete
      questions {
        id
        label
        scope
      }
      answers {
        question
        place
        values
        text
        questionDeleted
      }
    }
  }
`);

const DETAILS = graphql(`
  mutation SetDetailsWithAnswers($id: ID!, $input: OrderDetailsInput!) {
    setOrderDetails(id: $id, input: $input) {
      id
      detailsComplete
    }
  }
`);

const DOOR_COPY = graphql(`
  query DoorCopyNotes($s: String!) {
    scannerData(eventSlug: $s) {
      lists {
        id
      }
      tickets {
        attendeeName
        doorNotes
      }
    }
  }
`);

const SCAN = graphql(`
  mutation ScanWithNotes($i: CheckInInput!) {
    checkIn(input: $i) {
      outcome
      ticket {
        attendeeName
        doorNotes
      }
    }
  }
`);

let api: TestApi;
let owner: string;

beforeAll(async () => {
  api = await createTestApi({ RATE_LIMITS: 'createOrganization=1000/3600' });
  owner = (await api.newAccount('owner')).idToken;
});
afterAll(() => api.close());

const question = (overrides: Partial<QuestionInput> = {}): QuestionInput => ({
  label: 'T-shirt size',
  kind: 'ONE_CHOICE',
  helpText: '',
  required: true,
  scope: 'TICKET',
  ticketTypeIds: [],
  options: ['S', 'M', 'L'],
  linkUrl: '',
  showAtDoor: false,
  ...overrides,
});

async function ask(eventId: string, overrides: Partial<QuestionInput> = {}, token = owner) {
  return dataOf(await api.graphql(CREATE, { token, variables: { eventId, input: question(overrides) } }))
    .createQuestion;
}

/** A published event (General admission, £15.00) with a VIP type, and a buyer holding `lines` of it. */
async function onSale() {
  const { event, ticketType, org } = await publishedEvent(api, owner);
  const vip = await createTicketType(api, owner, event.id, { name: 'VIP', priceMinor: 4999 });
  return { event, general: ticketType, vip, organization: org };
}

async function hold(eventId: string, lines: Line[]) {
  const buyer = (await api.newAccount('buyer')).idToken;
  const { order } = dataOf(await reserve(api, eventId, lines, { token: buyer })).reserveTickets;
  return { buyer, orderId: order.id };
}

function details(buyer: string, orderId: string, names: string[], answers: AnswerInput[]) {
  return api.graphql(DETAILS, {
    token: buyer,
    variables: { id: orderId, input: { buyerEmail: 'buyer@example.test', attendeeNames: names, answers } },
  });
}

async function pay(buyer: string, orderId: string) {
  const session = dataOf(await startPayment(api, buyer, orderId)).startPayment;
  if (session.clientSecret) await confirmCard(api, session.clientSecret, TEST_CARDS.succeeds);
  return waitForStatus(api, buyer, orderId, 'PAID');
}

const orderOf = async (buyer: string, id: string) =>
  present(dataOf(await api.graphql(ORDER_QUESTIONS, { token: buyer, variables: { id } })).order);

describe('questions an organizer asks', () => {
  it('refuse a choice without options and a consent box without its text, naming the field', async () => {
    const { event } = await onSale();
    const noOptions = await api.graphql(CREATE, {
      token: owner,
      variables: { eventId: event.id, input: question({ options: ['S'] }) },
    });
    expect(errorOf(noOptions)).toMatchObject({ code: 'BAD_USER_INPUT', field: 'options' });
    const noLink = await api.graphql(CREATE, {
      token: owner,
      variables: { eventId: event.id, input: question({ kind: 'CONSENT', label: 'I accept the terms', options: [] }) },
    });
    expect(errorOf(noLink)).toMatchObject({ code: 'BAD_USER_INPUT', field: 'linkUrl' });
    const foreign = await onSale();
    const otherType = await api.graphql(CREATE, {
      token: owner,
      variables: { eventId: event.id, input: question({ ticketTypeIds: [foreign.vip.id] }) },
    });
    expect(errorOf(otherType)).toMatchObject({ code: 'BAD_USER_INPUT', field: 'ticketTypeIds' });
    const list = dataOf(await api.graphql(OF_EVENT, { token: owner, variables: { slug: event.slug } }));
    expect(present(list.event).questions).toEqual([]);
  });

  it('are asked of the orders holding a type they cover, once per order or once per ticket', async () => {
    const { event, general, vip } = await onSale();
    await ask(event.id, { label: 'T-shirt size' });
    await ask(event.id, { label: 'Dietary needs', kind: 'SHORT_TEXT', options: [], ticketTypeIds: [vip.id] });
    await ask(event.id, { label: 'Company', kind: 'SHORT_TEXT', options: [], scope: 'ORDER', required: false });
    const { buyer, orderId } = await hold(event.id, [{ ticketTypeId: general.id, quantity: 2 }]);
    const order = await orderOf(buyer, orderId);
    expect(order.questions.map((q) => [q.label, q.scope])).toEqual([
      ['T-shirt size', 'TICKET'],
      ['Company', 'ORDER'],
    ]);
  });
});

describe('answers at the details step', () => {
  it('are judged on the server, naming the question, and nothing is saved when one fails', async () => {
    const { event, general } = await onSale();
    const size = await ask(event.id);
    const phone = await ask(event.id, { label: 'Phone', kind: 'PHONE', options: [], scope: 'ORDER' });
    const { buyer, orderId } = await hold(event.id, [{ ticketTypeId: general.id, quantity: 2 }]);
    const names = ['Ada Lovelace', 'Alan Turing'];
    const wrongChoice = await details(buyer, orderId, names, [
      { questionId: size.id, place: 1, values: ['M'] },
      { questionId: size.id, place: 2, values: ['XXL'] },
      { questionId: phone.id, place: 0, values: ['+44 7911 123456'] },
    ]);
    expect(errorOf(wrongChoice)).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: `answers.${size.id}_2`,
      message: 'T-shirt size: choose from S, M, L.',
    });
    const missing = await details(buyer, orderId, names, [{ questionId: size.id, place: 1, values: ['M'] }]);
    expect(errorOf(missing).message).toMatch(/^(T-shirt size|Phone): this needs an answer\.$/);
    const badPhone = await details(buyer, orderId, names, [
      { questionId: size.id, place: 1, values: ['M'] },
      { questionId: size.id, place: 2, values: ['L'] },
      { questionId: phone.id, place: 0, values: ['12345'] },
    ]);
    expect(errorOf(badPhone)).toMatchObject({ field: `answers.${phone.id}_0` });
    const order = await orderOf(buyer, orderId);
    expect(order).toMatchObject({ detailsComplete: false, answers: [] });
  });

  it('are stored as the rules normalize them, and shown in words', async () => {
    const { event, general } = await onSale();
    const size = await ask(event.id);
    const phone = await ask(event.id, { label: 'Phone', kind: 'PHONE', options: [], scope: 'ORDER' });
    const country = await ask(event.id, { label: 'Country', kind: 'COUNTRY', options: [], scope: 'ORDER' });
    const terms = await ask(event.id, {
      label: 'I accept the terms',
      kind: 'CONSENT',
      options: [],
      scope: 'ORDER',
      linkUrl: 'https://example.test/terms',
    });
    const { buyer, orderId } = await hold(event.id, [{ ticketTypeId: general.id, quantity: 1 }]);
    const answers = [
      { questionId: size.id, place: 1, values: ['S'] },
      { questionId: phone.id, place: 0, values: ['+44 7911 123456'] },
      { questionId: country.id, place: 0, values: ['gb'] },
    ];
    // The consent box is required whatever the organizer ticked: unticked is refused.
    const unticked = await details(
      buyer,
      orderId,
      ['Ada Lovelace'],
      [...answers, { questionId: terms.id, place: 0, values: ['no'] }],
    );
    expect(errorOf(unticked)).toMatchObject({ message: 'I accept the terms: tick the box to continue.' });
    const saved = await details(
      buyer,
      orderId,
      ['Ada Lovelace'],
      [...answers, { questionId: terms.id, place: 0, values: ['yes'] }],
    );
    expect(dataOf(saved).setOrderDetails.detailsComplete).toBe(true);
    expect((await orderOf(buyer, orderId)).answers).toEqual([
      { question: 'T-shirt size', place: 1, values: ['S'], text: 'S', questionDeleted: false },
      { question: 'Phone', place: 0, values: ['+447911123456'], text: '+447911123456', questionDeleted: false },
      { question: 'Country', place: 0, values: ['GB'], text: 'United Kingdom', questionDeleted: false },
      { question: 'I accept the terms', place: 0, values: ['yes'], text: 'Yes', questionDeleted: false },
    ]);
  });
});

describe('answers after the sale', () => {
  it('stay when their question is edited or deleted, in the order, the exports and at the door', async () => {
    const { event, general, organization } = await onSale();
    const size = await ask(event.id, { showAtDoor: true });
    const company = await ask(event.id, { label: 'Company', kind: 'SHORT_TEXT', options: [], scope: 'ORDER' });
    const { buyer, orderId } = await hold(event.id, [{ ticketTypeId: general.id, quantity: 2 }]);
    dataOf(
      await details(
        buyer,
        orderId,
        ['Ada Lovelace', 'Alan Turing'],
        [
          { questionId: size.id, place: 1, values: ['M'] },
          { questionId: size.id, place: 2, values: ['L'] },
          { questionId: company.id, place: 0, values: ['=Analytical Engines'] },
        ],
      ),
    );
    const paid = await pay(buyer, orderId);
    await api.graphql(UPDATE, {
      token: owner,
      variables: {
        id: size.id,
        input: question({ label: 'Shirt size', options: ['Small', 'Large'], showAtDoor: true }),
      },
    });
    dataOf(await api.graphql(DELETE, { token: owner, variables: { id: company.id } }));
    const answers = (await orderOf(buyer, orderId)).answers;
    expect(answers.map((a) => [a.question, a.text, a.questionDeleted])).toEqual([
      ['Shirt size', 'M', false],
      ['Shirt size', 'L', false],
      ['Company', '=Analytical Engines', true],
    ]);
    // A new order is no longer asked the deleted question.
    const next = await hold(event.id, [{ ticketTypeId: general.id, quantity: 1 }]);
    expect((await orderOf(next.buyer, next.orderId)).questions.map((q) => q.label)).toEqual(['Shirt size']);
    const listed = present(
      dataOf(await api.graphql(OF_EVENT, { token: owner, variables: { slug: event.slug, withDeleted: true } })).event,
    );
    expect(listed.questions).toEqual([
      { label: 'Shirt size', deleted: false },
      { label: 'Company', deleted: true },
    ]);

    const download = async (file: string) => {
      const res = await api.inject({
        method: 'GET',
        url: `/exports/events/${event.id}/${file}`,
        headers: { authorization: `Bearer ${owner}` },
      });
      expect(res.statusCode).toBe(200);
      const [header = [], ...rows] = parse(res.body, { bom: true }) as string[][];
      return rows.map((row) => Object.fromEntries(header.map((name, i) => [name, row[i]])));
    };
    const [orderRow] = await download('orders.csv');
    expect(orderRow).toMatchObject({ 'Shirt size': 'M | L', 'Company (deleted)': "'=Analytical Engines" });
    const attendees = await download('attendees.csv');
    expect(attendees.map((r) => [r['attendee_name'], r['Shirt size'], r['Company (deleted)']])).toEqual([
      ['Ada Lovelace', 'M', "'=Analytical Engines"],
      ['Alan Turing', 'L', "'=Analytical Engines"],
    ]);

    const door = await addMember(api, owner, organization.id, 'DOOR_STAFF');
    const copy = present(
      dataOf(await api.graphql(DOOR_COPY, { token: door.token, variables: { s: event.slug } })).scannerData,
    );
    expect(copy.tickets.map((t) => [t.attendeeName, t.doorNotes])).toEqual(
      expect.arrayContaining([
        ['Ada Lovelace', ['Shirt size: M']],
        ['Alan Turing', ['Shirt size: L']],
      ]),
    );
    const ada = paid.tickets.find((t) => t.attendeeName === 'Ada Lovelace');
    const scan = await api.graphql(SCAN, {
      token: door.token,
      variables: {
        i: {
          listId: present(copy.lists[0]).id,
          code: present(ada).code,
          kind: 'ENTRY',
          nonce: `n-${Date.now()}`,
          deviceId: 'device-1',
          deviceName: 'Door 1',
        },
      },
    });
    // The scan's screen names the ticket with its notes (before doors open it is refused as not open yet).
    expect(dataOf(scan).checkIn.ticket).toEqual({ attendeeName: 'Ada Lovelace', doorNotes: ['Shirt size: M'] });
    const stored = await rowsOf<{ n: number }>(
      api,
      sql`select count(*)::int as n from order_answers where order_id = ${orderId}`,
    );
    expect(stored[0]?.n).toBe(3);
  });
});

describe('who may change questions', () => {
  it('owners and managers; not door staff, other people or the signed out', async () => {
    const { event, organization } = await onSale();
    const manager = await addMember(api, owner, organization.id, 'MANAGER');
    const door = await addMember(api, owner, organization.id, 'DOOR_STAFF');
    const stranger = (await api.newAccount('stranger')).idToken;
    const first = await ask(event.id, { label: 'First' }, manager.token);
    const second = await ask(event.id, { label: 'Second' }, owner);
    const moved = dataOf(await api.graphql(MOVE, { token: manager.token, variables: { id: second.id, up: true } }));
    expect(moved.moveQuestion.map((q) => q.label)).toEqual(['Second', 'First']);
    for (const token of [door.token, stranger, undefined]) {
      const as = token ? { token } : {};
      const expected = token ? 'FORBIDDEN' : 'UNAUTHENTICATED';
      const create = await api.graphql(CREATE, { ...as, variables: { eventId: event.id, input: question() } });
      expect(errorOf(create).code).toBe(expected);
      const update = await api.graphql(UPDATE, { ...as, variables: { id: first.id, input: question() } });
      expect(errorOf(update).code).toBe(expected);
      expect(errorOf(await api.graphql(DELETE, { ...as, variables: { id: first.id } })).code).toBe(expected);
      expect(errorOf(await api.graphql(MOVE, { ...as, variables: { id: first.id, up: false } })).code).toBe(expected);
      const read = await api.graphql(OF_EVENT, { ...as, variables: { slug: event.slug } });
      expect(errorOf(read).code).toBe(expected);
    }
    const list = present(dataOf(await api.graphql(OF_EVENT, { token: owner, variables: { slug: event.slug } })).event);
    expect(list.questions.map((q) => q.label)).toEqual(['Second', 'First']);
  });
});
