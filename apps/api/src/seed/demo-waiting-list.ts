import type { Db } from '../db/client.ts';
import type { UserRow } from '../modules/identity/tables.ts';
import type { TicketTypeRow } from '../modules/ticket-types/tables.ts';
import { addWaitingPlaces, insertEntry } from '../modules/waiting-list/repo.ts';

/** A sold-out type's waiting list: these people (accounts with proven addresses) in line, for these many places. */
export type DemoWaitingList = { ticketType: string; groups: number[] };

/**
 * People already in line for the sold-out type, a minute apart, so the organizer's Waiting list shows an order
 * (and a group) at once. Written after the sales, as joins would have come once it sold out.
 */
export async function seedWaitingList(
  db: Db,
  eventId: string,
  types: readonly TicketTypeRow[],
  people: readonly UserRow[],
  list: DemoWaitingList,
  now: Date,
): Promise<void> {
  const type = types.find((t) => t.name === list.ticketType);
  if (!type) throw new Error(`the demo's waiting list names no type ${list.ticketType}`);
  for (const [i, quantity] of list.groups.entries()) {
    const person = people[i];
    if (!person?.email) continue;
    await insertEntry(db, {
      eventId,
      ticketTypeId: type.id,
      email: person.email.toLowerCase(),
      userId: person.id,
      quantity,
      status: 'WAITING',
      waitingSince: new Date(now.getTime() - (list.groups.length - i) * 60_000),
    });
    await addWaitingPlaces(db, type.id, quantity);
  }
}
