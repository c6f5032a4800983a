import { createTicketVerifier, judgeScan, readTicketCode } from '@admit/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buy } from '../../test/checkout-fixtures.ts';
import { graphql } from '../../test/gql/index.ts';
import { addMember, dataOf, errorOf, present, publishedEvent, utcLocal } from '../../test/org-fixtures.ts';
import { startSmtpSink, type SmtpSink } from '../../test/smtp-sink.ts';
import { createTestApi, type TestApi } from '../../test/test-api.ts';
import { ticketDirectory } from '../tickets/directory.ts';

const SET_POLICY = graphql(`
  mutation SetTransferPolicy($eventId: ID!, $input: TransferPolicyInput!) {
    setTransferPolicy(eventId: $eventId, input: $input) {
      transferPolicy {
        allowed
        summary
      }
    }
  }
`);

const PASS = graphql(`
  mutation PassTicketOn($ticketId: ID!, $email: String!) {
    passTicketOn(ticketId: $ticketId, email: $email) {
      id
      pendingTransfer {
        toEmail
        status
      }
    }
  }
`);

const CANCEL_OFFER = graphql(`
  mutation CancelTicketOffer($ticketId: ID!) {
    cancelTicketTransfer(ticketId: $ticketId) {
      pendingTransfer {
        toEmail
      }
    }
  }
`);

const OFFER = graphql(`
  query TicketOfferByLink($token: String!) {
    ticketOffer(token: $token) {
      fromEmail
      toEmail
      status
      closedReason
      ticketTypeName
      event {
        title
      }
    }
  }
`);

const ACCEPT = graphql(`
  mutation AcceptTicketOffer($token: String!, $name: String!) {
    acceptTicketTransfer(token: $token, attendeeName: $name) {
      id
      attendeeName
      code
      shortCode
      state
    }
  }
`);

const HELD = graphql(`
  query HeldTickets {
    myTickets {
      id
      attendeeName
    }
  }
`);

const ORDER_TICKETS = graphql(`
  query PassedOnOrderTickets($id: ID!) {
    order(id: $id) {
      cancellation {
        allowed
        reason
      }
      tickets {
        id
        code
        state
        passedTo
        transfers {
          fromEmail
          toEmail
          toName
          status
        }
      }
    }
  }
`);

const DOOR_COPY = graphql(`
  query TransferDoorCopy($s: String!) {
    scannerData(eventSlug: $s) {
      eventId
      publicKey
      lists {
        id
      }
      tickets {
        id
        version
      }
    }
  }
`);

const SCAN = graphql(`
  mutation TransferScan($i: CheckInInput!) {
    checkIn(input: $i) {
      outcome
      reason
    }
  }
`);

let api: TestApi;
let sink: SmtpSink;
let owner: string;

beforeAll(async () => {
  sink = await startSmtpSink();
  api = await createTestApi({
    SMTP_URL: `smtp://127.0.0.1:${sink.port}`,
    RATE_LIMITS: 'createOrganization=1000/3600',
  });
  owner = (await api.newAccount('owner')).idToken;
});
afterAll(async () => {
  await api.close();
  await sink.stop();
});

/**
 * An event 2 hours away (its doors open) that allows passing on until `closesHoursBefore`, and a buyer's paid order
 * of one ticket.
 */
async function heldTicket(closesHoursBefore = 1, allowed = true) {
  const { event, org, ticketType } = await publishedEvent(api, owner, {
    startsAt: utcLocal(0, 2),
    endsAt: utcLocal(0, 6),
  });
  const input = { allowed, closesHoursBefore };
  dataOf(await api.graphql(SET_POLICY, { token: owner, variables: { eventId: event.id, input } }));
  const buyer = await api.newAccount('holder');
  const ticketTypeId = ticketType.id;
  const order = await buy(api, buyer.idToken, event.id, [{ ticketTypeId, quantity: 1 }]);
  return { event, org, buyer, order, ticket: present(order.tickets[0]) };
}

/** The token of the newest offer link mailed to `to` (the link's last path segment). */
async function offerToken(to: string): Promise<string> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const mail = sink.arrived.findLast((m) => m.to.includes(to) && m.subject.includes('is being passed to you'));
    const token = mail?.text.match(/\/transfers\/([\w-]+)/)?.[1];
    if (token) return token;
    if (Date.now() > deadline) throw new Error(`no offer mailed to ${to}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

async function scan(token: string, listId: string, code: string) {
  const input = {
    listId,
    code,
    kind: 'ENTRY' as const,
    nonce: `t-${crypto.randomUUID()}`,
    deviceId: 'd1',
    deviceName: 'Door 1',
  };
  return dataOf(await api.graphql(SCAN, { token, variables: { i: input } })).checkIn;
}

describe('passing a ticket on', () => {
  it('reissues it to the receiver: the old code is refused as replaced online and offline, the new one admits', async () => {
    const { event, org, buyer, order, ticket } = await heldTicket();
    const friend = await api.newAccount('friend');
    const offered = dataOf(
      await api.graphql(PASS, { token: buyer.idToken, variables: { ticketId: ticket.id, email: friend.email } }),
    ).passTicketOn;
    expect(offered.pendingTransfer).toEqual({ toEmail: friend.email, status: 'PENDING' });

    const token = await offerToken(friend.email);
    const shown = dataOf(await api.graphql(OFFER, { variables: { token } })).ticketOffer;
    expect(shown).toMatchObject({
      fromEmail: buyer.email,
      toEmail: friend.email,
      status: 'PENDING',
      closedReason: null,
    });

    const accepted = dataOf(
      await api.graphql(ACCEPT, { token: friend.idToken, variables: { token, name: 'Fran Friend' } }),
    ).acceptTicketTransfer;
    expect(accepted).toMatchObject({ id: ticket.id, attendeeName: 'Fran Friend', state: 'VALID' });
    expect(accepted.code).not.toBe(ticket.code);
    expect(dataOf(await api.graphql(HELD, { token: friend.idToken })).myTickets).toEqual([
      { id: ticket.id, attendeeName: 'Fran Friend' },
    ]);
    expect(dataOf(await api.graphql(HELD, { token: buyer.idToken })).myTickets).toEqual([]);

    // The buyer's order says where it went and shows no code; the organizer sees the chain.
    const asBuyer = present(
      dataOf(await api.graphql(ORDER_TICKETS, { token: buyer.idToken, variables: { id: order.id } })).order,
    );
    expect(asBuyer.tickets).toEqual([
      { id: ticket.id, code: null, state: 'TRANSFERRED', passedTo: friend.email, transfers: [] },
    ]);
    expect(asBuyer.cancellation?.allowed ?? false).toBe(false);
    const asOwner = present(
      dataOf(await api.graphql(ORDER_TICKETS, { token: owner, variables: { id: order.id } })).order,
    );
    expect(present(asOwner.tickets[0]).transfers).toEqual([
      { fromEmail: buyer.email, toEmail: friend.email, toName: 'Fran Friend', status: 'ACCEPTED' },
    ]);

    // The buyer's mails (a confirmation sent again, a reminder) no longer carry it.
    expect(await ticketDirectory.validOfOrder(api.database.db, order.id)).toEqual([]);

    // Both were mailed (each by its own mail.send job, so in either order, and a moment after the accept).
    const mailed = (to: string, subject: RegExp) =>
      sink.arrived.filter((m) => m.to.includes(to) && subject.test(m.subject)).length;
    await expect.poll(() => mailed(buyer.email, /was passed on$/), { timeout: 15_000 }).toBe(1);
    await expect.poll(() => mailed(friend.email, /^Your ticket for /), { timeout: 15_000 }).toBe(1);

    // Offline: the door's copy, downloaded after the accept, knows version 2; the old code carries version 1.
    const door = await addMember(api, owner, org.id, 'DOOR_STAFF');
    const copy = present(
      dataOf(await api.graphql(DOOR_COPY, { token: door.token, variables: { s: event.slug } })).scannerData,
    );
    expect(copy.tickets.find((t) => t.id === ticket.id)?.version).toBe(2);
    const read = await readTicketCode(await createTicketVerifier(copy.publicKey), copy.eventId, present(ticket.code));
    if (!('payload' in read)) throw new Error('the old code no longer reads');
    const offline = judgeScan({
      kind: 'ENTRY',
      codeVersion: read.payload.version,
      ticketTypeId: read.payload.ticketTypeId,
      ticket: { kind: 'VALID', version: 2 },
      unknownIsAdmissible: true,
      list: {
        ticketTypeIds: [],
        opensAt: new Date(0),
        closesAt: new Date(Date.now() + 86_400_000),
        allowReentry: false,
      },
      state: null,
      at: new Date(),
    });
    expect(offline).toEqual({ outcome: 'REJECTED', reason: 'OLD_VERSION' });

    // Online: the old code is refused as replaced, the old short code names nothing, the new code admits.
    const listId = present(copy.lists[0]).id;
    expect(await scan(door.token, listId, present(ticket.code))).toEqual({
      outcome: 'REJECTED',
      reason: 'OLD_VERSION',
    });
    expect(await scan(door.token, listId, present(accepted.code))).toEqual({ outcome: 'ADMITTED', reason: null });
    expect(accepted.shortCode).not.toBeNull();
  });

  it('refuses the holder’s own address, an invalid one, a closed window, and a second accept', async () => {
    const { buyer, ticket } = await heldTicket();
    const pass = (email: string, token = buyer.idToken) =>
      api.graphql(PASS, { token, variables: { ticketId: ticket.id, email } });
    expect(errorOf(await pass(buyer.email.toUpperCase()))).toMatchObject({ code: 'BAD_USER_INPUT', field: 'email' });
    expect(errorOf(await pass('not-an-address'))).toMatchObject({ code: 'BAD_USER_INPUT', field: 'email' });

    // A new offer replaces the pending one: the first link stops working; taking it back ends the second.
    const first = await api.newAccount('first');
    dataOf(await pass(first.email));
    const firstToken = await offerToken(first.email);
    const second = await api.newAccount('second');
    dataOf(await pass(second.email));
    const secondToken = await offerToken(second.email);
    const stale = await api.graphql(ACCEPT, { token: first.idToken, variables: { token: firstToken, name: 'First' } });
    expect(errorOf(stale)).toMatchObject({ code: 'CONFLICT' });
    expect(dataOf(await api.graphql(OFFER, { variables: { token: firstToken } })).ticketOffer.status).toBe('CANCELLED');
    // The holder opening their own offer's link passes it to no one.
    const own = await api.graphql(ACCEPT, { token: buyer.idToken, variables: { token: secondToken, name: 'Me' } });
    expect(errorOf(own)).toMatchObject({ code: 'CONFLICT', message: 'You hold this ticket already.' });
    dataOf(await api.graphql(CANCEL_OFFER, { token: buyer.idToken, variables: { ticketId: ticket.id } }));
    const taken = await api.graphql(ACCEPT, {
      token: second.idToken,
      variables: { token: secondToken, name: 'Second' },
    });
    expect(errorOf(taken).message).toBe('This offer was taken back or replaced by the person who made it.');

    // A stranger cannot offer someone else's ticket; an unknown link names nothing.
    expect(errorOf(await pass('x@example.test', second.idToken)).code).toBe('NOT_FOUND');
    expect(errorOf(await api.graphql(OFFER, { variables: { token: 'nope' } })).code).toBe('NOT_FOUND');

    // Closed 3 hours before an event 2 hours away: past the deadline.
    const late = await heldTicket(3);
    const closed = await api.graphql(PASS, {
      token: late.buyer.idToken,
      variables: { ticketId: late.ticket.id, email: 'later@example.test' },
    });
    expect(errorOf(closed).code).toBe('CONFLICT');
    expect(errorOf(closed).message).toMatch(/^Passing tickets on closed on /);
    const notAllowed = await heldTicket(0, false);
    const refused = await api.graphql(PASS, {
      token: notAllowed.buyer.idToken,
      variables: { ticketId: notAllowed.ticket.id, email: 'later@example.test' },
    });
    expect(errorOf(refused).message).toBe('The organizer does not allow passing tickets on for this event.');
  });

  it('lets owners and managers set the policy, nobody else', async () => {
    const { event, org } = await publishedEvent(api, owner);
    const manager = await addMember(api, owner, org.id, 'MANAGER');
    const door = await addMember(api, owner, org.id, 'DOOR_STAFF');
    const stranger = (await api.newAccount('stranger')).idToken;
    const input = { allowed: true, closesHoursBefore: 2 };
    const set = await api.graphql(SET_POLICY, { token: manager.token, variables: { eventId: event.id, input } });
    expect(dataOf(set).setTransferPolicy.transferPolicy).toEqual({
      allowed: true,
      summary: 'Tickets can be passed on to someone else until 2 hours before the event.',
    });
    for (const token of [door.token, stranger]) {
      const refused = await api.graphql(SET_POLICY, { token, variables: { eventId: event.id, input } });
      expect(errorOf(refused).code).toMatch(/^(FORBIDDEN|NOT_FOUND)$/);
    }
    expect(errorOf(await api.graphql(SET_POLICY, { variables: { eventId: event.id, input } })).code).toBe(
      'UNAUTHENTICATED',
    );
    const bad = await api.graphql(SET_POLICY, {
      token: owner,
      variables: { eventId: event.id, input: { allowed: true, closesHoursBefore: -1 } },
    });
    expect(errorOf(bad)).toMatchObject({ code: 'BAD_USER_INPUT', field: 'closesHoursBefore' });
  });
});
