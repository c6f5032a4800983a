import type { Db } from '../../db/client.ts';
import * as orders from '../orders/repo.ts';
import type { OrderLineRow, OrderRow } from '../orders/tables.ts';
import * as changes from '../orders/ticket-changes-repo.ts';
import type { TicketSigner } from '../tickets/keyring.ts';
import { moveTicket } from '../tickets/repo.ts';
import type { TicketRow } from '../tickets/tables.ts';

/** What a move needs: the locked order, the ticket and its line, the new type and what one place of it costs now. */
export type TicketMove = {
  order: OrderRow;
  ticket: TicketRow;
  line: OrderLineRow;
  toTicketTypeId: string;
  unitPriceMinor: number;
};

/**
 * Moves a valid ticket to another type, in the caller's transaction, whose new place the caller already holds
 * (holdPlaces): the old type's place goes back on sale, the ticket gets a line of its new type at its new price
 * and a new signed code, and a promo code's use of the old place is given back (the type is part of what is signed, so the old QR reads as an older version at the door,
 * and the door's offline copy has the new one at its next sync). The order's type filter follows.
 */
export async function moveTicketToType(tx: Db, sign: TicketSigner, m: TicketMove): Promise<void> {
  const line = await changes.insertMovedLine(tx, {
    orderId: m.order.id,
    ticketTypeId: m.toTicketTypeId,
    unitPriceMinor: m.unitPriceMinor,
    attendeeName: m.ticket.attendeeName,
  });
  await changes.takePlaceOffLine(tx, m.line.id);
  await orders.givePlacesBack(tx, m.ticket.ticketTypeId, 1);
  // Its new line is at the new type's own price: a promo code that priced the old one no longer prices this place.
  await orders.giveUsesBackOfLines(tx, [{ ...m.line, quantity: 1 }]);
  const version = m.ticket.signatureVersion + 1;
  const code = await sign({
    ticketId: m.ticket.id,
    eventId: m.order.eventId,
    ticketTypeId: m.toTicketTypeId,
    version,
  });
  await moveTicket(tx, {
    ticketId: m.ticket.id,
    orderLineId: line.id,
    ticketTypeId: m.toTicketTypeId,
    signatureVersion: version,
    code,
  });
  await changes.refreshOrderTypes(tx, m.order.id);
}
