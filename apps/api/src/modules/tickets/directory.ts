import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { ticketTypes } from '../ticket-types/tables.ts';
import { tickets } from './tables.ts';

/** A valid ticket as a mail shows it: who it admits, as what, and the code typed at the door. */
export type MailTicket = { id: string; attendeeName: string; typeName: string; shortCode: string; code: string };

/**
 * The tickets of an order its buyer's mails carry (valid, and still theirs: one passed on is its new holder's, whose
 * code the buyer must not be sent), for the modules below this one that mail them (an order's confirmation): handed to
 * them through Backends, as the keyring is, since they may not import this module.
 */
export type TicketDirectory = { validOfOrder(db: Db, orderId: string): Promise<MailTicket[]> };

export const ticketDirectory: TicketDirectory = {
  async validOfOrder(db, orderId) {
    return db
      .select({
        id: tickets.id,
        attendeeName: tickets.attendeeName,
        typeName: ticketTypes.name,
        shortCode: tickets.shortCode,
        code: tickets.code,
      })
      .from(tickets)
      .innerJoin(ticketTypes, eq(ticketTypes.id, tickets.ticketTypeId))
      .where(and(eq(tickets.orderId, orderId), eq(tickets.status, 'VALID'), isNull(tickets.holderEmail)))
      .orderBy(asc(tickets.place));
  },
};
