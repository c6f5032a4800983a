import { onDomainEvent } from '../../common/domain-events.ts';
import { processRefund } from './processing.ts';

/** What the refunds module does when lower modules announce a change (common/domain-events.ts). */
export function listenToDomainEvents(): void {
  // A refund recorded with a payment that bought nothing (a late one, a cancelled event's) is asked of the provider.
  onDomainEvent('refund.recorded', ({ backends, refund }) => processRefund(backends, refund));
}
