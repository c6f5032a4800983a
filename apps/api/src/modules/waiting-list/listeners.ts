import { onDomainEvent } from '../../common/domain-events.ts';
import { releaseHolds } from '../orders/repo.ts';
import { closeListOfEvent, markOfferBought } from './repo.ts';

/** What the waiting list does when lower modules announce a change (common/domain-events.ts). */
export function listenToDomainEvents(): void {
  // An offer's order paid (in time, or late): the entry bought its places, in the same transaction.
  onDomainEvent('order.paid', async ({ tx, order }) => {
    await markOfferBought(tx, order.id);
  });
  // A cancelled event's waiting list closes with it: nobody waits for places of an event that will not happen, and
  // the places its offers held are let go (nobody can buy them now).
  onDomainEvent('event.cancelled', async ({ tx, event }) => {
    for (const orderId of await closeListOfEvent(tx, event.id)) {
      await releaseHolds(tx, { expired: false, orderId });
    }
  });
}
