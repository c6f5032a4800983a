import { onDomainEvent } from '../../common/domain-events.ts';
import { startEventCancellation } from './event-cancel.ts';

/** What the bulk-actions module does when lower modules announce a change (common/domain-events.ts). */
export function listenToDomainEvents(): void {
  // A cancelled event refunds its paid orders (PRODUCT.md §4): queued in the cancel's transaction, run in chunks.
  onDomainEvent('event.cancelled', startEventCancellation);
}
