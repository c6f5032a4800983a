import { conflict, notFound } from '../../common/errors.ts';
import type { RequestScope } from '../../common/scope.ts';
import type { Db } from '../../db/client.ts';
import { actorOf, recordAudit, type AuditActor } from '../audit/record.ts';
import { eventForManagement } from '../events/service.ts';
import type { EventRow } from '../events/tables.ts';
import { freePlaces, lockTypeForOffers, offerInTransaction, offersPossible } from './offers.ts';
import * as repo from './repo.ts';
import type { WaitingListEntryRow } from './tables.ts';

/** An event's waiting list, for its owners and managers: who waits for what, in line order, and what came of offers. */
export async function waitingListOf(scope: RequestScope, eventId: string): Promise<repo.EntryListRow[]> {
  await eventForManagement(scope, eventId);
  return repo.entriesOfEvent(scope.db, eventId);
}

/** An entry of an event the viewer manages; anyone else finds none. */
async function managedEntry(scope: RequestScope, entryId: string): Promise<WaitingListEntryRow> {
  const entry = await repo.findEntryById(scope.db, entryId);
  if (!entry) throw notFound('Waiting list entry');
  await eventForManagement(scope, entry.eventId);
  return entry;
}

const record = (tx: Db, actor: AuditActor, event: EventRow, entry: WaitingListEntryRow, action: string) =>
  recordAudit(tx, {
    ...actor,
    organizationId: event.organizationId,
    eventId: event.id,
    action: action === 'offer' ? 'waiting_list.offered_by_hand' : 'waiting_list.entry_removed',
    entityType: 'waiting_list_entry',
    entityId: entry.id,
    before: { status: entry.status },
    after:
      action === 'offer' ? { status: 'OFFERED', email: entry.email, quantity: entry.quantity } : { status: 'REMOVED' },
  });

/**
 * The organizer offers an entry its places now, out of turn (automatic offers on or off): refused when fewer places
 * are free than it waits for. The same hold and mail as an automatic offer.
 */
export async function offerByHand(scope: RequestScope, entryId: string): Promise<WaitingListEntryRow> {
  const found = await managedEntry(scope, entryId);
  const actor = await actorOf(scope);
  return scope.db.transaction(async (tx) => {
    const locked = await lockTypeForOffers(tx, found.ticketTypeId);
    const entry = await repo.lockEntryById(tx, entryId);
    if (!locked || !entry) throw notFound('Waiting list entry');
    const { event, type } = locked;
    if (entry.status !== 'WAITING') throw conflict('Only an entry waiting in line can be offered places.');
    if (!offersPossible(event, type, new Date()))
      throw conflict(`${type.name} is not on sale: nothing can be offered.`);
    const free = freePlaces(type);
    if (entry.quantity > free) {
      throw conflict(
        `This entry waits for ${entry.quantity} ${type.name} tickets and ${free} ${free === 1 ? 'is' : 'are'} free: ` +
          'raise the capacity, or wait for more to come back.',
      );
    }
    const offered = await offerInTransaction(tx, scope, { event, type, entry });
    await record(tx, actor, event, entry, 'offer');
    return offered;
  });
}

/** The organizer takes an entry off the list (it is kept, REMOVED); an entry holding an offer keeps it. */
export async function removeEntry(scope: RequestScope, entryId: string): Promise<WaitingListEntryRow> {
  const found = await managedEntry(scope, entryId);
  const actor = await actorOf(scope);
  return scope.db.transaction(async (tx) => {
    const locked = await lockTypeForOffers(tx, found.ticketTypeId);
    const entry = await repo.lockEntryById(tx, entryId);
    if (!locked || !entry) throw notFound('Waiting list entry');
    if (entry.status === 'OFFERED') throw conflict('Places are held for this entry: its offer runs until it ends.');
    if (entry.status !== 'WAITING' && entry.status !== 'UNCONFIRMED') return entry;
    const removed = await repo.updateEntry(tx, entry.id, { status: 'REMOVED' }, [entry.status]);
    if (!removed) throw conflict('That entry changed meanwhile; look again.');
    if (entry.status === 'WAITING') {
      await repo.addWaitingPlaces(tx, entry.ticketTypeId, -entry.quantity);
      // Whoever was behind may fit the free places now.
      await scope.queue.enqueue(tx, 'waiting-list.offer', { ticketTypeId: entry.ticketTypeId });
    }
    await record(tx, actor, locked.event, entry, 'remove');
    return removed;
  });
}
