import { onDomainEvent } from '../../common/domain-events.ts';
import { leaveEveryOrganization } from './service.ts';

/** What the organizations module does when lower modules announce a change (common/domain-events.ts). */
export function listenToDomainEvents(): void {
  // An account being deleted leaves every team, in the same transaction; its sole ownership refuses it.
  onDomainEvent('account.deleting', ({ tx, userId, verifiedEmail }) =>
    leaveEveryOrganization(tx, userId, verifiedEmail),
  );
}
