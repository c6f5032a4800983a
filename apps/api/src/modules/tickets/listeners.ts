import { onDomainEvent } from '../../common/domain-events.ts';
import { issueTickets } from './issue.ts';

/** What the tickets module does when lower modules announce a change (common/domain-events.ts). */
export function listenToDomainEvents(): void {
  // An order is paid exactly when its tickets exist: they are issued in the same transaction.
  onDomainEvent('order.paid', async ({ tx, order, lines, sign, fallbackName }) => {
    await issueTickets(tx, sign, order, lines, fallbackName);
  });
}
