import { z } from '@admit/shared';
import type { AuditAction } from '../audit/actions.ts';
import { actorOf, recordAudit, type AuditActor } from '../audit/record.ts';
import { hasAuditWithKey, findAuditOfOrder } from '../audit/repo.ts';
import type { AuditValues } from '../audit/tables.ts';
import { conflict, notFound } from '../../common/errors.ts';
import type { RequestScope } from '../../common/scope.ts';
import { parseInput } from '../../common/validation.ts';
import type { Db } from '../../db/client.ts';
import { retryingConflicts } from '../../db/errors.ts';
import type { EventRow } from '../events/tables.ts';
import * as orders from '../orders/repo.ts';
import type { OrderRow } from '../orders/tables.ts';
import { findTicketsByOrderIds } from '../tickets/repo.ts';
import { eventForOrderStaff } from './access.ts';
import { orderDetail, versionOf, type OrderDetailView } from './service.ts';

const actionInputSchema = z.object({
  orderId: z.uuid(),
  expectedVersion: z.string().min(1).max(40),
  idempotencyKey: z.string().trim().min(8, 'Send a key of 8 to 100 characters.').max(100),
});

export type OrderActionInput = z.infer<typeof actionInputSchema>;

/** What an action did, for the audit log: its name, what it was about, and the changed fields. */
export type ActionRecord = {
  action: AuditAction;
  entityType: 'order' | 'ticket';
  entityId: string;
  before: AuditValues;
  after: AuditValues;
};

/** One action's work inside the order's lock: its record (null when it found nothing to do), and work after commit. */
export type ActionOutcome = { record: ActionRecord | null; afterCommit?: (() => Promise<void>) | undefined };

type ActionContext = { tx: Db; order: OrderRow; event: EventRow; actor: AuditActor };

const STATUS_WORDS: Record<OrderRow['status'], string> = {
  RESERVED: 'on hold',
  PAID: 'paid',
  EXPIRED: 'expired (its hold ran out)',
  CANCELLED: 'cancelled',
  REFUNDED: 'refunded',
  PARTIALLY_REFUNDED: 'partly refunded',
};

/** "This order changed since you opened it": what it is now, and the last change the log recorded. */
async function whatChanged(tx: Db, order: OrderRow): Promise<string> {
  const last = (await findAuditOfOrder(tx, order.id, [])).at(-1);
  const lastChange = last ? ` The last change recorded: ${last.action.replace(/[._]/g, ' ')}.` : '';
  return `This order changed since you opened it: it is now ${STATUS_WORDS[order.status]}.${lastChange} Look at it again before acting.`;
}

/**
 * Runs one back-office action on an order: owners and managers only; under the order's row lock (so two staff,
 * or a webhook, take turns); a key already recorded (a double click, a retry) does nothing more; an order changed
 * since the screen read it is refused with CONFLICT saying what it is now; the action and its audit record commit
 * together. Answers the order detail as it stands after.
 */
export async function runOrderAction(
  scope: RequestScope,
  input: unknown,
  act: (c: ActionContext) => Promise<ActionOutcome>,
): Promise<OrderDetailView> {
  const { orderId, expectedVersion, idempotencyKey } = parseInput(actionInputSchema, input);
  const order = await orders.findOrderById(scope.db, orderId);
  if (!order) throw notFound('Order');
  const event = await eventForOrderStaff(scope, order.eventId, 'events.manage');
  // Read before the transaction: the viewer's lookup shares the request's one connection on PGlite.
  const actor = await actorOf(scope);
  const outcome = await retryingConflicts(() =>
    scope.db.transaction(async (tx): Promise<ActionOutcome> => {
      const locked = await orders.lockOrder(tx, orderId);
      if (!locked) throw notFound('Order');
      const ticketIds = (await findTicketsByOrderIds(tx, [orderId])).map((t) => t.id);
      if (await hasAuditWithKey(tx, [orderId, ...ticketIds], idempotencyKey)) return { record: null };
      if (versionOf(locked) !== expectedVersion) throw conflict(await whatChanged(tx, locked));
      const done = await act({ tx, order: locked, event, actor });
      if (done.record) {
        await recordAudit(tx, {
          ...actor,
          organizationId: event.organizationId,
          eventId: event.id,
          ...done.record,
          after: { ...done.record.after, idempotencyKey },
        });
      }
      return done;
    }),
  );
  await outcome.afterCommit?.();
  const now = await orders.findOrderById(scope.db, orderId);
  if (!now) throw notFound('Order');
  return orderDetail(scope.db, now, event);
}
