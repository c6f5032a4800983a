import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buy, soldOf, waitForStatus } from '../../test/checkout-fixtures.ts';
import { graphql } from '../../test/gql/index.ts';
import type { RefundPolicyInput } from '../../test/gql/graphql.ts';
import { addMember, dataOf, errorOf, present, publishedEvent, utcLocal } from '../../test/org-fixtures.ts';
import { createTestApi, type TestApi } from '../../test/test-api.ts';

const SET_POLICY = graphql(`
  mutation SetRefundPolicy($eventId: ID!, $input: RefundPolicyInput!) {
    setRefundPolicy(eventId: $eventId, input: $input) {
      refundPolicy {
        mode
        summary
      }
    }
  }
`);

const QUOTE = graphql(`
  query CancellationQuote($id: ID!) {
    order(id: $id) {
      status
      refundedMinor
      cancellation {
        allowed
        amountMinor
        reason
        policy
      }
      tickets {
        status
      }
    }
  }
`);

const DOOR_LISTS = graphql(`
  query SelfCancelDoorLists($s: String!) {
    scannerData(eventSlug: $s) {
      lists {
        id
      }
    }
  }
`);

const ADMIT = graphql(`
  mutation SelfCancelAdmit($i: CheckInInput!) {
    checkIn(input: $i) {
      outcome
    }
  }
`);

const CANCEL = graphql(`
  mutation CancelMyOrder($id: ID!, $amount: Int!) {
    cancelMyOrder(id: $id, expectedAmountMinor: $amount) {
      id
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

/** An event 30 days away under `policy`, and a buyer's paid order of two General admission tickets (£30.00). */
async function paidUnder(policy: RefundPolicyInput | null, startsInHours = 30 * 24) {
  const { event, ticketType, org } = await publishedEvent(api, owner, {
    startsAt: utcLocal(0, startsInHours),
    endsAt: utcLocal(0, startsInHours + 5),
  });
  if (policy) dataOf(await api.graphql(SET_POLICY, { token: owner, variables: { eventId: event.id, input: policy } }));
  const buyer = (await api.newAccount('buyer')).idToken;
  const order = await buy(api, buyer, event.id, [{ ticketTypeId: ticketType.id, quantity: 2 }]);
  return { event, ticketType, org, buyer, order };
}

const quoteOf = async (token: string, id: string) =>
  present(dataOf(await api.graphql(QUOTE, { token, variables: { id } })).order);

describe('a buyer cancelling under the event’s refund policy', () => {
  it('sees what they get back, cancels, and is refunded that through the refund path', async () => {
    const { ticketType, buyer, order } = await paidUnder({ mode: 'PERCENT', days: 7, percent: 50 });
    const before = await quoteOf(buyer, order.id);
    expect(before.cancellation).toEqual({
      allowed: true,
      amountMinor: 1500,
      reason: null,
      policy: 'Cancel for 50% back until 7 days before the event.',
    });
    expect(await soldOf(api, ticketType.id)).toBe(2);
    dataOf(await api.graphql(CANCEL, { token: buyer, variables: { id: order.id, amount: 1500 } }));
    const after = await waitForStatus(api, buyer, order.id, 'REFUNDED');
    expect(after.refundedMinor).toBe(1500);
    expect(after.refunds).toEqual([
      { amountMinor: 1500, status: 'SUCCEEDED', ticketCount: 2, reason: 'BUYER_CANCELLED' },
    ]);
    expect(after.tickets.map((t) => t.status)).toEqual(['VOID', 'VOID']);
    // The places go back on sale.
    expect(await soldOf(api, ticketType.id)).toBe(0);
    // Nothing is left to cancel: a second try is refused, and nothing more is refunded.
    const again = await api.graphql(CANCEL, { token: buyer, variables: { id: order.id, amount: 1500 } });
    expect(errorOf(again).code).toBe('CONFLICT');
    expect((await quoteOf(buyer, order.id)).refundedMinor).toBe(1500);
  });

  it('is refused when the amount shown changed, when the policy allows none, and after its deadline', async () => {
    const full = await paidUnder({ mode: 'FULL', days: 0, percent: 100 });
    const changed = await api.graphql(CANCEL, { token: full.buyer, variables: { id: full.order.id, amount: 1000 } });
    expect(errorOf(changed)).toMatchObject({
      code: 'CONFLICT',
      message: 'What you would get back has changed: look at the amount again before cancelling.',
    });
    expect((await quoteOf(full.buyer, full.order.id)).status).toBe('PAID');

    const none = await paidUnder(null);
    expect((await quoteOf(none.buyer, none.order.id)).cancellation).toMatchObject({
      allowed: false,
      amountMinor: 0,
      reason: 'Tickets cannot be cancelled for a refund.',
    });
    const refused = await api.graphql(CANCEL, { token: none.buyer, variables: { id: none.order.id, amount: 0 } });
    expect(errorOf(refused).code).toBe('CONFLICT');

    // The event is 30 days away: a policy closing 60 days before it has closed.
    const late = await paidUnder({ mode: 'FULL', days: 60, percent: 100 });
    const quote = (await quoteOf(late.buyer, late.order.id)).cancellation;
    expect(quote?.allowed).toBe(false);
    expect(quote?.reason).toMatch(/^Cancelling closed on /);
  });

  it('is refused once a ticket of the order has been let in at the door', async () => {
    // Doors open before the event starts, while a policy running "until the event starts" is still open.
    const { event, org, order, buyer } = await paidUnder({ mode: 'FULL', days: 0, percent: 100 }, 1);
    const door = await addMember(api, owner, org.id, 'DOOR_STAFF');
    const lists = present(
      dataOf(await api.graphql(DOOR_LISTS, { token: door.token, variables: { s: event.slug } })).scannerData,
    );
    const scan = await api.graphql(ADMIT, {
      token: door.token,
      variables: {
        i: {
          listId: present(lists.lists[0]).id,
          code: present(order.tickets[0]).code,
          kind: 'ENTRY',
          nonce: `self-cancel-${Date.now()}`,
          deviceId: 'device-1',
          deviceName: 'Door 1',
        },
      },
    });
    expect(dataOf(scan).checkIn.outcome).toBe('ADMITTED');
    expect((await quoteOf(buyer, order.id)).cancellation).toMatchObject({
      allowed: false,
      reason: 'A ticket of this order has been used at the door, so it can no longer be cancelled.',
    });
    const refused = await api.graphql(CANCEL, { token: buyer, variables: { id: order.id, amount: 3000 } });
    expect(errorOf(refused).code).toBe('CONFLICT');
  });

  it('is the buyer’s alone; the policy is the event’s managers’', async () => {
    const { event, org, order, buyer } = await paidUnder({ mode: 'FULL', days: 0, percent: 100 });
    // The organizer reads the order without a cancel on offer, and may not cancel for the buyer.
    expect((await quoteOf(owner, order.id)).cancellation).toBeNull();
    const asOwner = await api.graphql(CANCEL, { token: owner, variables: { id: order.id, amount: 3000 } });
    expect(errorOf(asOwner).code).toBe('FORBIDDEN');
    const stranger = (await api.newAccount('stranger')).idToken;
    expect(
      errorOf(await api.graphql(CANCEL, { token: stranger, variables: { id: order.id, amount: 3000 } })).code,
    ).toBe('NOT_FOUND');
    const manager = await addMember(api, owner, org.id, 'MANAGER');
    const door = await addMember(api, owner, org.id, 'DOOR_STAFF');
    const input: RefundPolicyInput = { mode: 'NONE', days: 0, percent: 100 };
    const set = await api.graphql(SET_POLICY, { token: manager.token, variables: { eventId: event.id, input } });
    expect(dataOf(set).setRefundPolicy.refundPolicy.mode).toBe('NONE');
    for (const token of [door.token, stranger, buyer]) {
      const refused = await api.graphql(SET_POLICY, { token, variables: { eventId: event.id, input } });
      expect(errorOf(refused).code).toMatch(/^(FORBIDDEN|NOT_FOUND)$/);
    }
    const signedOut = await api.graphql(SET_POLICY, { variables: { eventId: event.id, input } });
    expect(errorOf(signedOut).code).toBe('UNAUTHENTICATED');
    const badPercent = await api.graphql(SET_POLICY, {
      token: owner,
      variables: { eventId: event.id, input: { mode: 'PERCENT', days: 3, percent: 0 } },
    });
    expect(errorOf(badPercent)).toMatchObject({ code: 'BAD_USER_INPUT', field: 'percent' });
  });
});
