import { randomBytes } from 'node:crypto';
import { eventTicketAvailability, joinWaitingListInputSchema } from '@admit/shared';
import { badUserInput, conflict, notFound } from '../../common/errors.ts';
import type { RequestScope } from '../../common/scope.ts';
import { parseInput } from '../../common/validation.ts';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { countAttempt } from '../../rate-limits/attempts.ts';
import { findEventById } from '../events/repo.ts';
import type { EventRow } from '../events/tables.ts';
import { CONFIRMATION_LINK_DAYS, isConfirmedAddress, normalAddress } from '../mail/addresses.ts';
import { enqueueMail, type Mail } from '../mail/outbox.ts';
import { hashClaimToken as hashToken } from '../orders/access.ts';
import { findTicketTypeById } from '../ticket-types/repo.ts';
import type { TicketTypeRow } from '../ticket-types/tables.ts';
import { changeRequestMail, confirmMail, type MailAbout } from './mails.ts';
import { lockTypeForOffers } from './offers.ts';
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
  const join: Joining = {
    event,
    type,
    address,
    quantity,
    proven,
    userId: ownAddress ? (viewer?.user.id ?? null) : null,
  };
  // The type first (as every round of offers locks it), then the entry: a join and a round never wait in a circle.
  const attempt = () =>
    scope.db.transaction(async (tx): Promise<JoinOutcome> => {
      await lockTypeForOffers(tx, type.id);
      const existing = await repo.lockActiveEntry(tx, type.id, address);
      return existing ? joinAgain(scope, tx, existing, join) : joinNew(scope, tx, join);
    });
  try {
    return await attempt();
  } catch (error) {
    // Two joins of one address at once: the second finds the first's entry and updates it.
    if (isUniqueViolation(error, 'waiting_list_one_active')) return attempt();
    throw error;
  }
}

type Joining = {
  event: EventRow;
  type: TicketTypeRow;
  address: string;
  quantity: number;
  proven: boolean;
  userId: string | null;
};

/** The mail about an entry, to its address (a confirmation link, or word that someone asked to change it). */
async function mailAbout(scope: RequestScope, tx: Db, j: Joining, mail: (about: MailAbout) => Mail) {
  const about = {
    event: j.event,
    ticketTypeName: j.type.name,
    quantity: j.quantity,
    origins: scope.config.publicOrigins,
  };
  await enqueueMail(scope.queue, tx, mail({ ...about, to: j.address }), { organizationId: j.event.organizationId });
}

/** A first join: in line at once when the address proved itself, otherwise after its confirmation link. */
async function joinNew(scope: RequestScope, tx: Db, j: Joining): Promise<JoinOutcome> {
  const token = j.proven ? null : randomBytes(24).toString('base64url');
  const entry = await repo.insertEntry(tx, {
    eventId: j.event.id,
    ticketTypeId: j.type.id,
    email: j.address,
    userId: j.userId,
    quantity: j.quantity,
    status: j.proven ? 'WAITING' : 'UNCONFIRMED',
    waitingSince: j.proven ? new Date() : null,
    confirmTokenHash: token ? hashToken(token) : null,
  });
  if (token) {
    await mailAbout(scope, tx, j, (about) => confirmMail({ ...about, token }));
    return { entry, confirmationSent: true };
  }
  await repo.addWaitingPlaces(tx, j.type.id, j.quantity);
  await queueRound(scope, tx, j.type.id);
  return { entry, confirmationSent: false };
}

/**
 * Joining again: the entry's places change, its place in line stays. Only the address's owner may change an entry
 * in line (their account, or an address proven before); anyone else changes nothing and learns nothing of it (the
 * answer is a fresh join's), and the address is told someone asked. An unconfirmed entry takes the new places and
 * a new confirmation link (the first may be lost).
 */
async function joinAgain(scope: RequestScope, tx: Db, existing: WaitingListEntryRow, j: Joining): Promise<JoinOutcome> {
  if (!j.proven && existing.status !== 'UNCONFIRMED') {
    await mailAbout(scope, tx, j, changeRequestMail);
    return { entry: { ...existing, status: 'UNCONFIRMED', quantity: j.quantity }, confirmationSent: true };
  }
  if (existing.status === 'OFFERED') {
    throw conflict('Places are already held for you: buy them through the link we mailed, before the offer ends.');
  }
  if (existing.status === 'UNCONFIRMED' && !j.proven) {
    const token = randomBytes(24).toString('base64url');
    const set = { quantity: j.quantity, confirmTokenHash: hashToken(token) };
    const entry = await repo.updateEntry(tx, existing.id, set, ['UNCONFIRMED']);
    await mailAbout(scope, tx, j, (about) => confirmMail({ ...about, token }));
    return { entry: entry ?? existing, confirmationSent: true };
  }
  const confirmNow = existing.status === 'UNCONFIRMED';
  const set = confirmNow
    ? { quantity: j.quantity, status: 'WAITING' as const, waitingSince: new Date() }
    : { quantity: j.quantity };
  const entry = await repo.updateEntry(tx, existing.id, { ...set, userId: existing.userId ?? j.userId }, [
    existing.status,
  ]);
  if (!entry) throw conflict('Your waiting list entry changed meanwhile; try again.');
  await repo.addWaitingPlaces(tx, existing.ticketTypeId, j.quantity - (confirmNow ? 0 : existing.quantity));
  await queueRound(scope, tx, existing.ticketTypeId);
  return { entry, confirmationSent: false };
}

/**
 * The confirmation link: the address proved itself, and the entry takes its place in line (from now). A link
 * opened again reads the entry as it stands; one older than CONFIRMATION_LINK_DAYS and never opened opens nothing.
 */
export async function confirmWaitingListEntry(scope: RequestScope, token: string): Promise<WaitingListEntryRow> {
  const found = await repo.findEntryByToken(scope.db, 'confirm', hashToken(token));
  const oldest = Date.now() - CONFIRMATION_LINK_DAYS * 86_400_000;
  if (!found || (found.status === 'UNCONFIRMED' && found.updatedAt.getTime() < oldest)) {
    throw notFound('Waiting list entry');
  }
  if (found.status !== 'UNCONFIRMED') return found;
  return scope.db.transaction(async (tx) => {
    await lockTypeForOffers(tx, found.ticketTypeId);
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
