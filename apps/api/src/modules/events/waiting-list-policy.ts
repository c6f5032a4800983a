import { waitingListPolicyInputSchema, type WaitingListPolicy } from '@admit/shared';
import { actorOf, recordAudit } from '../audit/record.ts';
import type { RequestScope } from '../../common/scope.ts';
import { parseInput } from '../../common/validation.ts';
import { updateEventRow } from './repo.ts';
import { eventForManagement, lockEditableEvent } from './service.ts';
import type { EventRow } from './tables.ts';

/** The event's waiting list policy as the shared rules take it (waiting-list.ts in @admit/shared). */
export const waitingListPolicyOf = (event: EventRow): WaitingListPolicy => ({
  enabled: event.waitingListEnabled,
  autoOffer: event.waitingListAutoOffer,
  offerHours: event.waitingListOfferHours,
  skipGroups: event.waitingListSkipGroups,
});

/**
 * Whether sold-out types take a waiting list, whether places that come back are offered by themselves, for how
 * long an offer holds them, and whether groups may be passed over; set by owners and managers. Turned off, the list
 * takes no one new; those already in it stay, for the organizer to offer places by hand or remove.
 */
export async function setWaitingListPolicy(scope: RequestScope, eventId: string, input: unknown): Promise<EventRow> {
  await eventForManagement(scope, eventId);
  const policy = parseInput(waitingListPolicyInputSchema, input);
  const actor = await actorOf(scope);
  return scope.db.transaction(async (tx) => {
    const event = await lockEditableEvent(tx, eventId);
    const updated = await updateEventRow(tx, event.id, {
      waitingListEnabled: policy.enabled,
      waitingListAutoOffer: policy.autoOffer,
      waitingListOfferHours: policy.offerHours,
      waitingListSkipGroups: policy.skipGroups,
    });
    await recordAudit(tx, {
      ...actor,
      organizationId: event.organizationId,
      eventId: event.id,
      action: 'event.waiting_list_set',
      entityType: 'event',
      entityId: event.id,
      before: waitingListPolicyOf(event),
      after: policy,
    });
    return updated;
  });
}
