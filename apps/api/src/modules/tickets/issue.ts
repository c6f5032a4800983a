import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/client.ts';
import type { OrderLineRow } from '../orders/tables.ts';
import type { TicketSigner } from './keyring.ts';
import * as repo from './repo.ts';
import type { TicketRow } from './tables.ts';

/**
 * One ticket per place of each line, named from the details step, each code signed with the event's key. Runs
 * inside the transaction that marks the order paid, so an order is paid exactly when its tickets exist.
 */
export async function issueTickets(
  tx: Db,
  sign: TicketSigner,
  order: { id: string; eventId: string },
  lines: OrderLineRow[],
  fallbackName: string,
): Promise<TicketRow[]> {
  const rows = [];
  for (const line of lines) {
    for (let place = 0; place < line.quantity; place++) {
      const id = randomUUID();
      const payload = { ticketId: id, eventId: order.eventId, ticketTypeId: line.ticketTypeId, version: 1 };
      rows.push({
        id,
        orderId: order.id,
        orderLineId: line.id,
        eventId: order.eventId,
        ticketTypeId: line.ticketTypeId,
        place: rows.length + 1,
        attendeeName: line.attendeeNames[place] ?? fallbackName,
        signatureVersion: 1,
        code: await sign(payload),
      });
    }
  }
  return repo.insertTickets(tx, rows);
}
