import { uniqueEmail, type Emulator } from '../fixtures.ts';
import { buyThroughApi } from './buyer-api.ts';
import { graphqlCall, publishedEvent, type OrganizerEvent } from './organizer-api.ts';

export const BUYER_PASSWORD = 'tickets4all';

/** A ticket as its buyer reads it from the API: the QR's signed code and the short code printed under it. */
export type BoughtTicket = { id: string; attendeeName: string; code: string; shortCode: string };

export type DoorEvent = {
  event: OrganizerEvent;
  buyerEmail: string;
  buyerToken: string;
  orderId: string;
  /** By attendee name. */
  tickets: Map<string, BoughtTicket>;
};

/**
 * An event starting in an hour (its entrance list open), and one paid order for `names`, bought through the API by
 * a new buyer. Each ticket's codes are read back as its buyer sees them.
 */
export async function doorEventWithTickets(
  baseURL: string,
  emulator: Emulator,
  title: string,
  names: string[],
): Promise<DoorEvent> {
  const event = await publishedEvent(baseURL, emulator, title, [{ name: 'Standing', priceMinor: 2500 }], 1);
  const buyerEmail = uniqueEmail('buyer');
  const buyer = await emulator.signUpVerified(buyerEmail, BUYER_PASSWORD);
  const order = await buyThroughApi(baseURL, buyer.idToken, {
    eventId: event.eventId,
    ticketTypeId: event.ticketTypes[0]?.id ?? '',
    buyerEmail,
    attendeeNames: names,
  });
  const { order: read } = await graphqlCall<{ order: { tickets: BoughtTicket[] } }>(
    baseURL,
    `query($id: ID!) { order(id: $id) { tickets { id attendeeName code shortCode } } }`,
    { id: order.orderId },
    buyer.idToken,
  );
  const tickets = new Map(read.tickets.map((t) => [t.attendeeName, t]));
  return { event, buyerEmail, buyerToken: buyer.idToken, orderId: order.orderId, tickets };
}

/** The ticket of `name`, or a test failure naming it. */
export function ticketOf(door: DoorEvent, name: string): BoughtTicket {
  const ticket = door.tickets.get(name);
  if (!ticket) throw new Error(`no ticket for ${name}`);
  return ticket;
}

/** Refunds these tickets of the order, as its organizer. */
export async function refundTickets(baseURL: string, token: string, door: DoorEvent, names: string[]): Promise<void> {
  await graphqlCall(
    baseURL,
    `mutation($id: ID!, $t: [ID!]) { refundOrder(id: $id, ticketIds: $t) { id } }`,
    { id: door.orderId, t: names.map((n) => ticketOf(door, n).id) },
    token,
  );
}
