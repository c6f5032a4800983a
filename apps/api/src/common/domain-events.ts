import type { Db } from '../db/client.ts';
import type { OrderLineRow, OrderRow, RefundRow } from '../modules/orders/tables.ts';
import type { EventRow } from '../modules/events/tables.ts';
import type { Backends } from './scope.ts';

/**
 * What one module announces and another, higher one acts on. Modules import downward only (docs/ARCHITECTURE.md):
 * when a lower module's change must set off a higher one's work (an order paid: its tickets are issued), the lower
 * one announces it here and the higher one listens. Two kinds:
 * - in the transaction (`tx` in the payload): listeners write in the same transaction, and a listener's error
 *   (a rule it enforces) undoes the whole change;
 * - after commit: listeners do what must follow (ask a provider for refunds), each on its own.
 *
 * One process-wide list of listeners, filled once at start by each module's `listeners.ts` (domain-listeners.ts).
 */
export type DomainEvents = {
  /** In the transaction that deletes an account, before its personal fields go: memberships and invitations. */
  'account.deleting': { tx: Db; userId: string; verifiedEmail: string | null };
  /** In the transaction that publishes an event, under the event's lock: what must exist before it goes public. */
  'event.publishing': { tx: Db; eventId: string };
  /** In the transaction that edits an event, under its lock: its currency or time zone is about to change. */
  'event.changing': {
    tx: Db;
    eventId: string;
    currency: { from: string; to: string };
    timeZone: { from: string; to: string };
  };
  /**
   * In the transaction that edited an event, after the edit: its holders are told of a new time or venue
   * (messages), so the notice is queued exactly when the change commits.
   */
  'event.updated': { tx: Db; queue: Backends['queue']; before: EventRow; after: EventRow };
  /**
   * In the transaction that cancels an event, under its lock: its paid orders' refunds are queued (bulk-actions),
   * so the cancellation commits exactly with the work that refunds it.
   */
  'event.cancelled': {
    tx: Db;
    backends: Backends;
    event: { id: string; organizationId: string };
    requestedBy: string;
    requestId: string | null;
  };
  /**
   * In the transaction that marks an order paid: its tickets are issued, so an order is paid exactly when its
   * tickets exist. `sign` signs with the event's key (fetched before the transaction); a place left unnamed is
   * named `fallbackName`.
   */
  'order.paid': {
    tx: Db;
    order: OrderRow;
    lines: OrderLineRow[];
    sign: Awaited<ReturnType<Backends['keyring']['signerFor']>>;
    fallbackName: string;
  };
  /**
   * A verified webhook says a ticket type change's difference was paid: the change is made (order-detail), or the
   * payment given back. A listener's error leaves the event unrecorded, so the provider's redelivery tries again.
   */
  'ticket-change.paid': {
    backends: Backends;
    changeId: string;
    paymentIntent: { id: string; amount: number; currency: string };
  };
  /** After a refund was recorded and committed (a late payment's, a cancelled event's): it is asked of the provider. */
  'refund.recorded': { backends: Backends; refund: RefundRow };
};

type Listener<K extends keyof DomainEvents> = (payload: DomainEvents[K]) => Promise<void>;

const listeners: { [K in keyof DomainEvents]?: Listener<K>[] } = {};

/** Adds a listener; the same function twice is one listener (several servers in one test process). */
export function onDomainEvent<K extends keyof DomainEvents>(name: K, listener: Listener<K>): void {
  const list: Listener<K>[] = (listeners[name] ??= []);
  if (!list.includes(listener)) list.push(listener);
}

/** Runs every listener of the event, one after another; the first error stops it and reaches the caller. */
export async function announce<K extends keyof DomainEvents>(name: K, payload: DomainEvents[K]): Promise<void> {
  const list: Listener<K>[] = listeners[name] ?? [];
  for (const listener of list) await listener(payload);
}
