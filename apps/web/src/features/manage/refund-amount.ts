import { sumMinor } from '@admit/shared';

type RefundableOrder = {
  lines: readonly { id: string; unitPriceMinor: number }[];
  tickets: readonly { id: string; status: string; orderLineId: string }[];
};

/** What refunding these tickets gives back, as the API counts it: each ticket's line's unit price. */
export function refundAmountMinor(order: RefundableOrder, ticketIds: readonly string[]): number {
  return sumMinor(
    order.tickets
      .filter((t) => ticketIds.includes(t.id))
      .map((t) => order.lines.find((l) => l.id === t.orderLineId)?.unitPriceMinor ?? 0),
  );
}

/** The tickets a whole-order refund takes: those that still admit someone. */
export function refundableTicketIds(order: RefundableOrder): string[] {
  return order.tickets.filter((t) => t.status === 'VALID').map((t) => t.id);
}
