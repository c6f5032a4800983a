import { onDomainEvent } from '../../common/domain-events.ts';
import { deleteUserPhoto } from './repo.ts';
import { resizedCopies } from './resized-copies.ts';

/** What the media module does when lower modules announce a change (common/domain-events.ts). */
export function listenToDomainEvents(): void {
  // A deleted account's photo is personal data: it goes in the same transaction as its other personal fields, and
  // this process stops serving its copies at once (were the deletion to roll back, they would only be made again).
  onDomainEvent('account.deleting', async ({ tx, userId }) => {
    const removed = await deleteUserPhoto(tx, userId);
    if (removed) resizedCopies.evict(removed);
  });
}
