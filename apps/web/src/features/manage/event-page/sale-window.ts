import { formatEventDateTime } from '@admit/shared';

type Window = { salesStartAt?: string | null; salesEndAt?: string | null };

/**
 * When a ticket type sells once its event is published, in words for the publish confirmation: a window that has
 * already opened (or has no start) opens with the publication; one with no close runs until the event ends.
 */
export function saleWindowText(t: Window, timeZone: string, now = new Date()): string {
  const opens =
    t.salesStartAt && new Date(t.salesStartAt) > now
      ? `from ${formatEventDateTime(t.salesStartAt, timeZone)}`
      : 'from the moment it is published';
  const closes = t.salesEndAt ? `until ${formatEventDateTime(t.salesEndAt, timeZone)}` : 'until the event ends';
  return `${opens} ${closes}`;
}

/** "1 order", "3 orders". */
export function ordersText(n: number): string {
  return n === 1 ? '1 order' : `${n} orders`;
}

/** The cancel button's words: it says how many paid orders the cancel refunds, when there are any. */
export function cancelLabel(ordersToRefund: number | null | undefined): string {
  return ordersToRefund ? `Cancel the event and refund ${ordersText(ordersToRefund)}` : 'Cancel the event';
}
