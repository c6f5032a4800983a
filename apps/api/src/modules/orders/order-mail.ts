import { badUserInput } from '../../common/errors.ts';
import type { Backends, RequestScope } from '../../common/scope.ts';
import type { Db } from '../../db/client.ts';
import { findEventById } from '../events/repo.ts';
import type { EventRow } from '../events/tables.ts';
import { findUserById } from '../identity/repo.ts';
import {
  CONFIRMATION_LINK_DAYS,
  confirmAddress,
  isConfirmedAddress,
  normalAddress,
  requestConfirmation,
} from '../mail/addresses.ts';
import { findTicketTypesByEventIds } from '../ticket-types/repo.ts';
import { enqueueMail, type Mail } from '../mail/outbox.ts';
import type { TicketTypeRow } from '../ticket-types/tables.ts';
import { newAccessToken } from './access.ts';
import { addressConfirmationMail, confirmationMail } from './mails.ts';
import * as repo from './repo.ts';
import type { OrderLineRow, OrderRow } from './tables.ts';

/*
 * Admit mails only addresses that have proven themselves: the signed-in buyer's own verified email, or an address
 * that opened a confirmation link. Anyone else first gets that link, which carries none of the organizer's words;
 * the tickets follow once it is opened. So Admit's sender cannot be pointed at a stranger's inbox with an event
 * title as the message.
 */

/** Whether the order's address has proven itself. */
export async function hasProvenAddress(db: Db, order: OrderRow): Promise<boolean> {
  if (!order.buyerEmail) return false;
  const buyer = order.buyerUserId ? await findUserById(db, order.buyerUserId) : null;
  if (buyer?.emailVerified && buyer.email && normalAddress(buyer.email) === normalAddress(order.buyerEmail)) {
    return true;
  }
  return isConfirmedAddress(db, order.buyerEmail);
}

/** A mail about the order (a refund, a late payment), sent only if its address has proven itself. */
export async function enqueueIfProven(
  db: Db,
  b: Pick<Backends, 'queue'>,
  order: OrderRow,
  mail: Mail,
  about: { organizationId: string },
): Promise<void> {
  if (await hasProvenAddress(db, order)) await enqueueMail(b.queue, db, mail, about);
}

type TicketsContent = { event: EventRow; lines: OrderLineRow[]; types: TicketTypeRow[]; late: boolean };

/**
 * The tickets mail, to an address already proven, noted as mailed. A guest's order (no account holds it) gets
 * its access link here, the only place one is made: mailed to that address and nowhere else.
 */
async function mailTickets(
  db: Db,
  b: Pick<Backends, 'config' | 'queue' | 'tickets'>,
  order: OrderRow,
  content: TicketsContent,
) {
  const link = order.buyerUserId ? null : newAccessToken();
  const { event, lines, types, late } = content;
  const origins = b.config.publicOrigins;
  const tickets = await b.tickets.validOfOrder(db, order.id);
  const mail = confirmationMail({ order, event, lines, types, tickets }, origins, { late, accessToken: link?.token });
  await enqueueMail(b.queue, db, mail, { organizationId: event.organizationId });
  await repo.updateOrder(db, order.id, {
    ticketsMailedAt: new Date(),
    ...(link ? { accessTokenHash: link.hash } : {}),
  });
}

/**
 * The tickets of a paid order: mailed to a proven address, and noted as mailed; otherwise the address is asked to
 * confirm itself (at most once a day), and the tickets wait for it. In the caller's transaction.
 */
export async function mailTicketsOrAskToConfirm(
  db: Db,
  b: Pick<Backends, 'config' | 'queue' | 'tickets'>,
  order: OrderRow,
  content: TicketsContent,
): Promise<void> {
  if (!order.buyerEmail) return;
  if (await hasProvenAddress(db, order)) {
    await mailTickets(db, b, order, content);
    return;
  }
  const token = await requestConfirmation(db, order.buyerEmail);
  if (token) await enqueueMail(b.queue, db, addressConfirmationMail(order.buyerEmail, token, b.config.publicOrigins));
}

/**
 * A confirmation link opened: the address is proven, and the tickets of every paid order that waited for it are
 * mailed now. Returns how many orders' tickets are on their way. Anyone holding the link may open it (it was mailed
 * to the address); an unknown or old link is refused on its field.
 */
export async function confirmEmailAddress(scope: RequestScope, token: string): Promise<number> {
  const mailed = await scope.db.transaction(async (tx) => {
    const email = await confirmAddress(tx, token);
    if (!email) return null;
    const waiting = await repo.lockOrdersAwaitingTicketsMail(tx, email);
    for (const order of waiting) {
      const event = await findEventById(tx, order.eventId);
      if (!event) continue;
      const lines = (await repo.findLinesByOrderIds(tx, [order.id])).filter((l) => !l.releasedAt);
      const types = await findTicketTypesByEventIds(tx, [order.eventId]);
      const late = order.latePayment === 'KEPT';
      await mailTickets(tx, scope, order, { event, lines, types, late });
    }
    return waiting.length;
  });
  if (mailed === null) {
    throw badUserInput({
      token: `This link does not work: it was changed, or it is more than ${CONFIRMATION_LINK_DAYS} days old.`,
    });
  }
  return mailed;
}
