import { generateShortCode, TICKET_SHORT_CODE_LENGTH } from '@admit/shared';
import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/client.ts';
import type { OrderLineRow } from '../orders/tables.ts';
import type { TicketSigner } from './keyring.ts';
import * as repo from './repo.ts';
import type { TicketRow } from './tables.ts';

/** Draws of a short code before giving up: with 31^8 codes, even one collision is rare. */
const SHORT_CODE_ATTEMPTS = 5;

/**
 * One ticket per place of each line, named from the details step, each code signed with the event's key. Runs
 * inside the transaction that marks the order paid, so an order is paid exactly when its tickets exist. Each gets
 * a short code unique within the event; a ticket whose code turns out taken is drawn another and inserted again.
 */
export async function issueTickets(
  tx: Db,
  sign: TicketSigner,
  order: { id: string; eventId: string },
  lines: OrderLineRow[],
  fallbackName: string,
  drawShortCode: () => string = () => generateShortCode(TICKET_SHORT_CODE_LENGTH),
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
        shortCode: drawShortCode(),
      });
    }
  }
  const issued: TicketRow[] = [];
  let pending = rows;
  for (let attempt = 0; pending.length > 0; attempt++) {
    if (attempt === SHORT_CODE_ATTEMPTS) throw new Error(`no free short code for event ${order.eventId}`);
    const inserted = await repo.insertTicketsUnlessCodeTaken(tx, pending);
    issued.push(...inserted);
    const done = new Set(inserted.map((t) => t.id));
    pending = pending.filter((r) => !done.has(r.id)).map((r) => ({ ...r, shortCode: drawShortCode() }));
  }
  return issued.sort((a, b) => a.place - b.place);
}

/** A short code no ticket of the event has yet: drawn again on the rare collision. */
async function freeShortCode(tx: Db, eventId: string): Promise<string> {
  for (let attempt = 0; attempt < SHORT_CODE_ATTEMPTS; attempt++) {
    const code = generateShortCode(TICKET_SHORT_CODE_LENGTH);
    if ((await repo.findTicketIdsByShortCodes(tx, eventId, [code])).length === 0) return code;
  }
  throw new Error(`no free short code for event ${eventId}`);
}

/**
 * The valid ticket reissued to a new holder, in the caller's transaction: a version up and newly signed (the old QR
 * reads as replaced at the door, and the door's offline copy takes the new version at its next sync), a new short
 * code (the old one would name the ticket with no version to refuse) and the holder's name. Null when the ticket
 * was voided or reissued since it was read.
 */
export async function reissueToHolder(
  tx: Db,
  sign: TicketSigner,
  ticket: TicketRow,
  to: { email: string; userId: string; name: string },
): Promise<TicketRow | null> {
  const version = ticket.signatureVersion + 1;
  const code = await sign({ ticketId: ticket.id, eventId: ticket.eventId, ticketTypeId: ticket.ticketTypeId, version });
  return repo.reissueTicket(tx, {
    ticketId: ticket.id,
    fromVersion: ticket.signatureVersion,
    code,
    shortCode: await freeShortCode(tx, ticket.eventId),
    attendeeName: to.name,
    holderEmail: to.email,
    holderUserId: to.userId,
  });
}
