import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { heldOf, reserve } from '../../test/checkout-fixtures.ts';
import { graphql } from '../../test/gql/index.ts';
import { createTicketType, dataOf, errorOf, publishedEvent } from '../../test/org-fixtures.ts';
import { createTestApi, type TestApi } from '../../test/test-api.ts';
import { newBrowser } from '../../test/waiting-room-fixtures.ts';

/*
 * No hoarding: a signed-in buyer keeps at most a type's per-order maximum at a time across all their running holds
 * of an event. What an organizer notices: fresh holds, renewed or sent in parallel, no longer stack up stock for one
 * account; what a buyer notices: a clear refusal beside the quantity, and a new hold once the last is paid or let go.
 */

const CANCEL = graphql(`
  mutation HoardingCancel($id: ID!) {
    cancelReservation(id: $id) {
      status
    }
  }
`);

let api: TestApi;
let owner: string;
beforeAll(async () => {
  api = await createTestApi();
  owner = (await api.newAccount('hoarding-owner')).idToken;
});
afterAll(async () => {
  await api?.close();
});

/** A published event whose types allow at most 4 per order. */
async function onSale() {
  const { event, ticketType } = await publishedEvent(api, owner);
  const vip = await createTicketType(api, owner, event.id, { name: 'VIP', maxPerOrder: 4, capacity: 500 });
  return { eventId: event.id, general: ticketType.id, vip: vip.id };
}

describe('holds per person', () => {
  // Guards: the cap across holds, its words on the quantity field, the other type unaffected, and a new hold once
  // the running one is let go.
  it('refuses a second hold past the per-order maximum, and allows it once the first is let go', async () => {
    const { eventId, general, vip } = await onSale();
    const buyer = (await api.newAccount('hoarder')).idToken;
    const first = dataOf(await reserve(api, eventId, [{ ticketTypeId: vip, quantity: 3 }], { token: buyer }));
    const second = errorOf(await reserve(api, eventId, [{ ticketTypeId: vip, quantity: 2 }], { token: buyer }));
    expect(second).toMatchObject({ code: 'BAD_USER_INPUT', field: 'quantity' });
    expect(second.message).toMatch(/already hold 3 VIP tickets.*at most 4 at a time/);
    dataOf(await reserve(api, eventId, [{ ticketTypeId: vip, quantity: 1 }], { token: buyer }));
    dataOf(await reserve(api, eventId, [{ ticketTypeId: general, quantity: 2 }], { token: buyer }));
    expect(await heldOf(api, vip)).toBe(4);

    dataOf(await api.graphql(CANCEL, { token: buyer, variables: { id: first.reserveTickets.order.id } }));
    dataOf(await reserve(api, eventId, [{ ticketTypeId: vip, quantity: 3 }], { token: buyer }));
    expect(await heldOf(api, vip)).toBe(4);
  });

  // Guards: holds sent at once by one account are judged one after the other, so parallel requests cannot stack.
  it('lets only one of parallel holds through when together they pass the maximum', async () => {
    const { eventId, vip } = await onSale();
    const buyer = (await api.newAccount('parallel-hoarder')).idToken;
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => reserve(api, eventId, [{ ticketTypeId: vip, quantity: 3 }], { token: buyer })),
    );
    expect(answers.filter((a) => !a.body.errors).length).toBe(1);
    expect(answers.filter((a) => a.body.errors && errorOf(a).field === 'quantity').length).toBe(5);
    expect(await heldOf(api, vip)).toBe(3);
  });

  // Guards: the hoarding probe in small: fresh accounts each trying to hold again and again get one order's worth.
  it('keeps twelve accounts each trying three holds to twelve orders’ worth', async () => {
    const { eventId, vip } = await onSale();
    const accounts = await Promise.all(Array.from({ length: 12 }, (_, i) => api.newAccount(`probe-${i}`)));
    for (let round = 0; round < 3; round++) {
      await Promise.all(
        accounts.map((a) => reserve(api, eventId, [{ ticketTypeId: vip, quantity: 4 }], { token: a.idToken })),
      );
    }
    expect(await heldOf(api, vip)).toBe(12 * 4);
  });

  // Guards: a signed-out browser's holds are capped by the key it sends, as an account's are; another browser is
  // another person; parallel holds from one browser cannot stack either.
  it('caps a signed-out browser across its holds, and not the browser beside it', async () => {
    const { eventId, vip } = await onSale();
    const browser = newBrowser();
    dataOf(await reserve(api, eventId, [{ ticketTypeId: vip, quantity: 3 }], { headers: browser.headers }));
    const refused = errorOf(
      await reserve(api, eventId, [{ ticketTypeId: vip, quantity: 2 }], { headers: browser.headers }),
    );
    expect(refused).toMatchObject({ code: 'BAD_USER_INPUT', field: 'quantity' });
    expect(refused.message).toMatch(/already hold 3 VIP tickets/);
    dataOf(await reserve(api, eventId, [{ ticketTypeId: vip, quantity: 4 }], { headers: newBrowser().headers }));
    const other = newBrowser();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        reserve(api, eventId, [{ ticketTypeId: vip, quantity: 3 }], { headers: other.headers }),
      ),
    );
    expect(answers.filter((a) => !a.body.errors).length).toBe(1);
    expect(await heldOf(api, vip)).toBe(3 + 4 + 3);
  });
});
