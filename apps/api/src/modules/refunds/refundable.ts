import { sumMinor } from '@admit/shared';
import type { Db } from '../../db/client.ts';
import * as orders from '../orders/repo.ts';
import { findTicketsByOrderIds } from '../tickets/repo.ts';
import type { TicketRow } from '../tickets/tables.ts';

/** What a refund may still take of an order: its valid tickets not in a refund under way, and what they cost. */
export async function refundableTickets(tx: Db, orderId: string): Promise<TicketRow[]> {
  const pending = (await orders.findRefundsByOrderIds(tx, [orderId]))
    .filter((r) => r.status === 'PENDING')
    .flatMap((r) => r.ticketIds);
  return (await findTicketsByOrderIds(tx, [orderId])).filter((t) => t.status === 'VALID' && !pending.includes(t.id));
}

/** What these tickets of the order were sold for: each at its line's unit price, in minor units. */
export async function priceOf(tx: Db, orderId: string, tickets: readonly TicketRow[]): Promise<number> {
  const lines = await orders.findLinesByOrderIds(tx, [orderId]);
  return sumMinor(tickets.map((t) => lines.find((l) => l.id === t.orderLineId)?.unitPriceMinor ?? 0));
}
