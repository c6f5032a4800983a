import { randomBytes } from 'node:crypto';
import { eventTicketAvailability, joinWaitingListInputSchema, type WaitingListStatus } from '@admit/shared';
import { badUserInput, conflict, notFound } from '../../common/errors.ts';
import type { RequestScope } from '../../common/scope.ts';
import { parseInput } from '../../common/validation.ts';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { countAttempt } from '../../rate-limits/attempts.ts';
import { findEventById } from '../events/repo.ts';
import type { EventRow } from '../events/tables.ts';
import { isConfirmedAddress, normalAddress } from '../mail/addresses.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { hashClaimToken as hashToken } from '../orders/access.ts';
import { findTicketTypeById } from '../ticket-types/repo.ts';
import type { TicketTypeRow } from '../ticket-types/tables.ts';
import { confirmMail } from './mails.ts';
import * as repo from './repo.ts';
import type { WaitingListEntryRow } from './tables.ts';

/** A type whose waiting list takes names now: its event is on with the list turned on, and the public cannot buy it. */
async function typeTakingNames(db: Db, ticketTypeId: string): Promise<{ event: EventRow; type: TicketTypeRow }> {
  const type = await findTicketTypeById(db, ticketTypeId);
  const event = type ? await findEventById(db, type.eventId) : null;
  if (!type || !event || event.status !== 'PUBLISHED' || type.hidden) throw notFound('Ticket type');
  if (!event.waitingListEnabled) throw conflict(`${event.title} has no waiting list.`);
  const availability = eventTicketAvailability(type, event, new Date());
  if (availability === 'ON_SALE') throw conflict(`${type.name} tickets are on sale: get them now instead.`);
  if (availability !== 'SOLD_OUT') throw conflict(`${type.name} tickets are not on sale, so there is no waiting list.`);
  return { event, type };
}

/** The queue's job for the type's round of offers, in the caller's transaction (places may be free already). */
const queueRound = (scope: RequestScope, tx: Db, ticketTypeId: string) =>
  scope.queue.enqueue(tx, 'waiting-list.offer', { ticketTypeId });

export type JoinOutcome = { entry: WaitingListEntryRow; confirmationSent: boolean };

/**
 * "Join the waiting list" for a sold-out type: how many places (up to its per-order maximum, so a group waits
 * together) and an address. A signed-in person's verified account address, or an address that proved itself
 * before, takes its place in line at once; any other gets a confirmation link first, and waits from when it is
 * opened. Joining again with the same address updates the entry (its places), keeping its place in line.
 */
export async function joinWaitingList(scope: RequestScope, ticketTypeId: string, input: unknown): Promise<JoinOutcome> {
  const { quantity, email } = parseInput(joinWaitingListInputSchema, input);
  const viewer = await scope.viewer();
  const typed = email ?? viewer?.user.email ?? null;
  if (!typed) throw badUserInput({ email: 'Enter the email address to write to when places come back.' });
  const address = normalAddress(typed);
  const { event, type } = await typeTakingNames(scope.db, ticketTypeId);
  if (quantity > type.maxPerOrder) {
    throw badUserInput({ quantity: `Wait for at most ${type.maxPerOrder} ${type.name} tickets (one order's worth).` });
  }
  if (quantity < type.minPerOrder) {
    throw badUserInput({ quantity: `Wait for at least ${type.minPerOrder} ${type.name} tickets.` });
  }
  await countAttempt(scope, 'joinWaitingList');
  const ownAddress = !!viewer?.user.emailVerified && normalAddress(viewer.user.email ?? '') === address;
  const proven = ownAddress || (await isConfirmedAddress(scope.db, address));
  const attempt = () =>
    scope.db.transaction(async (tx): Promise<JoinOutcome> => {
      const existing = await repo.lockActiveEntry(tx, type.id, address);
      if (existing)
        return { entry: await updateJoined(scope, tx, existing, quantity, proven), confirmationSent: false };
      const token = proven ? null : randomBytes(24).toString('base64url');
      const entry = await repo.insertEntry(tx, {
        eventId: event.id,
        ticketTypeId: type.id,
        email: address,
        userId: ownAddress ? (viewer?.user.id ?? null) : null,
        quantity,
        status: proven ? 'WAITING' : 'UNCONFIRMED',
        waitingSince: proven ? new Date() : null,
        confirmTokenHash: token ? hashToken(token) : null,
      });
      if (proven) {
        await repo.addWaitingPlaces(tx, type.id, quantity);
        await queueRound(scope, tx, type.id);
      } else if (token) {
        const about = { event, ticketTypeName: type.name, quantity, origins: scope.config.publicOrigins };
        await enqueueMail(scope.queue, tx, confirmMail({ ...about, to: address, token }), {
          organizationId: event.organizationId,
        });
      }
      return { entry, confirmationSent: !proven };
    });
  try {
    return await attempt();
  } catch (error) {
    // Two joins of one address at once: the second finds the first's entry and updates it.
    if (isUniqueViolation(error, 'waiting_list_one_active')) return attempt();
    throw error;
  }
}

/** Joining again: the entry's places change (and what the line waits for with them); its place in line stays. */
async function updateJoined(
  scope: RequestScope,
  tx: Db,
  existing: WaitingListEntryRow,
  quantity: number,
  proven: boolean,
): Promise<WaitingListEntryRow> {
  if (existing.status === 'OFFERED') {
    throw conflict('Places are already held for you: buy them through the link we mailed, before the offer ends.');
  }
  const confirmNow = existing.status === 'UNCONFIRMED' && proven;
  const waiting = existing.status === 'WAITING' || confirmNow;
  const from: WaitingListStatus[] = [existing.status];
  const updated = await repo.updateEntry(
    tx,
    existing.id,
    confirmNow ? { quantity, status: 'WAITING', waitingSince: new Date() } : { quantity },
    from,
  );
  if (!updated) throw conflict('Your waiting list entry changed meanwhile; try again.');
  if (waiting) {
    await repo.addWaitingPlaces(tx, existing.ticketTypeId, quantity - (confirmNow ? 0 : existing.quantity));
    await queueRound(scope, tx, existing.ticketTypeId);
  }
  return updated;
}

/** The confirmation link: the address proved itself, and the entry takes its place in line (from now). */
export async function confirmWaitingListEntry(scope: RequestScope, token: string): Promise<WaitingListEntryRow> {
  const found = await repo.findEntryByToken(scope.db, 'confirm', hashToken(token));
  if (!found) throw notFound('Waiting list entry');
  if (found.status !== 'UNCONFIRMED') return found;
  return scope.db.transaction(async (tx) => {
    const entry = await repo.updateEntry(tx, found.id, { status: 'WAITING', waitingSince: new Date() }, [
      'UNCONFIRMED',
    ]);
    if (!entry) return (await repo.findEntryById(tx, found.id)) ?? found;
    await repo.addWaitingPlaces(tx, entry.ticketTypeId, entry.quantity);
    await queueRound(scope, tx, entry.ticketTypeId);
    return entry;
  });
}

/** The offer's link: the entry it was mailed for (the page shows the offer, then continues to its checkout). */
export async function entryOfOffer(scope: RequestScope, token: string): Promise<WaitingListEntryRow> {
  const entry = await repo.findEntryByToken(scope.db, 'offer', hashToken(token));
  if (!entry) throw notFound('Offer');
  return entry;
}
