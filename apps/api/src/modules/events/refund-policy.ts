import { refundPolicyInputSchema, type RefundPolicy } from '@admit/shared';
import { actorOf, recordAudit } from '../audit/record.ts';
import type { RequestScope } from '../../common/scope.ts';
import { parseInput } from '../../common/validation.ts';
import { updateEventRow } from './repo.ts';
import { eventForManagement, lockEditableEvent } from './service.ts';
import type { EventRow } from './tables.ts';

/** The event's refund policy as the shared rules take it (refund-policy.ts in @admit/shared). */
export const refundPolicyOf = (event: EventRow): RefundPolicy => ({
  mode: event.refundPolicyMode,
  days: event.refundPolicyDays,
  percent: event.refundPolicyPercent,
});

/**
 * The event's refund policy, set by its owners and managers: what a buyer gets back by cancelling their own order,
 * and until when. Orders already paid fall under the policy as it is when they cancel (the page shows it).
 */
export async function setRefundPolicy(scope: RequestScope, eventId: string, input: unknown): Promise<EventRow> {
  await eventForManagement(scope, eventId);
  const policy = parseInput(refundPolicyInputSchema, input);
  const actor = await actorOf(scope);
  return scope.db.transaction(async (tx) => {
    const event = await lockEditableEvent(tx, eventId);
    const updated = await updateEventRow(tx, event.id, {
      refundPolicyMode: policy.mode,
      refundPolicyDays: policy.days,
      refundPolicyPercent: policy.percent,
    });
    await recordAudit(tx, {
      ...actor,
      organizationId: event.organizationId,
      eventId: event.id,
      action: 'event.refund_policy_set',
      entityType: 'event',
      entityId: event.id,
      before: refundPolicyOf(event),
      after: policy,
    });
    return updated;
  });
}
