import { onDomainEvent } from '../../common/domain-events.ts';
import { tellHoldersOfChange } from './change-notice.ts';

/** What the messages module does when lower modules announce a change (common/domain-events.ts). */
export function listenToDomainEvents(): void {
  // A new time or venue is told to every holder (the cancellation's notice is the cancel's own, bulk-actions).
  onDomainEvent('event.updated', tellHoldersOfChange);
}
