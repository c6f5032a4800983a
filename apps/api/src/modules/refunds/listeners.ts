import { onDomainEvent } from '../../common/domain-events.ts';
import { processRefund, refundCancelledEvent } from './processing.ts';

/** What the refunds module does when lower modules announce a change (common/domain-events.ts). */
export function listenToDomainEvents(): void {
  // A cancelled event refunds its paid orders (PRODUCT.md §4).
  onDomainEvent('event.cancelled', async ({ backends, eventId, requestedBy }) => {
    await refundCancelledEvent(backends, eventId, requestedBy);
  });
  // A refund recorded with a payment that bought nothing (a late one, a cancelled event's) is asked of the provider.
  onDomainEvent('refund.recorded', ({ backends, refund }) => processRefund(backends, refund));
}
