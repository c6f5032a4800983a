import { transferDeadline, transferPolicyInputSchema, type TransferPolicy } from '@admit/shared';
import { actorOf, recordAudit } from '../audit/record.ts';
import type { RequestScope } from '../../common/scope.ts';
import { parseInput } from '../../common/validation.ts';
import { updateEventRow } from './repo.ts';
import { eventForManagement, lockEditableEvent } from './service.ts';
import type { EventRow } from './tables.ts';

/** The event's transfer policy as the shared rules take it (transfer-policy.ts in @admit/shared). */
export const transferPolicyOf = (event: EventRow): TransferPolicy => ({
  allowed: event.transfersAllowed,
  closesHoursBefore: event.transferCloseHours,
});

/** The last moment the event's tickets can be passed on; null when its policy allows none. */
export const transferDeadlineOf = (event: EventRow): Date | null =>
  transferDeadline(transferPolicyOf(event), event.startsAt);

/**
 * Whether ticket holders may pass their tickets on, and until how many hours before the start; set by owners and
 * managers. Offers already made are judged by the policy as it is when they are accepted.
 */
export async function setTransferPolicy(scope: RequestScope, eventId: string, input: unknown): Promise<EventRow> {
  await eventForManagement(scope, eventId);
  const policy = parseInput(transferPolicyInputSchema, input);
  const actor = await actorOf(scope);
  return scope.db.transaction(async (tx) => {
    const event = await lockEditableEvent(tx, eventId);
    const updated = await updateEventRow(tx, event.id, {
      transfersAllowed: policy.allowed,
      transferCloseHours: policy.closesHoursBefore,
    });
    await recordAudit(tx, {
      ...actor,
      organizationId: event.organizationId,
      eventId: event.id,
      action: 'event.transfer_policy_set',
      entityType: 'event',
      entityId: event.id,
      before: transferPolicyOf(event),
      after: policy,
    });
    return updated;
  });
}
