import { onDomainEvent } from '../../common/domain-events.ts';
import { completePaidChange } from './type-change-payment.ts';

/** What the order detail does when lower modules announce a change (common/domain-events.ts). */
export function listenToDomainEvents(): void {
  // The provider's webhook says a dearer type's difference was paid: the ticket moves (or the payment goes back).
  onDomainEvent('ticket-change.paid', async ({ backends, changeId, paymentIntent }) => {
    await completePaidChange(backends, changeId, paymentIntent);
  });
}
