import { onDomainEvent } from '../../common/domain-events.ts';
import { markOfferBought } from './repo.ts';

/** What the waiting list does when lower modules announce a change (common/domain-events.ts). */
export function listenToDomainEvents(): void {
  // An offer's order paid (in time, or late): the entry bought its places, in the same transaction.
  onDomainEvent('order.paid', async ({ tx, order }) => {
    await markOfferBought(tx, order.id);
  });
}
