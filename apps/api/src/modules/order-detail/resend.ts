import { isOrderRefundable } from '@admit/shared';
import { conflict } from '../../common/errors.ts';
import type { Backends, RequestScope } from '../../common/scope.ts';
import type { Db } from '../../db/client.ts';
import type { EventRow } from '../events/tables.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { newAccessToken } from '../orders/access.ts';
import { hasProvenAddress, mailTicketsOrAskToConfirm } from '../orders/order-mail.ts';
import * as orders from '../orders/repo.ts';
import type { OrderRow } from '../orders/tables.ts';
import { findTicketTypesByEventIds } from '../ticket-types/repo.ts';
import { findTicketsByOrderIds } from '../tickets/repo.ts';
import { runOrderAction } from './order-action.ts';
import { ticketMail } from './mails.ts';
import type { OrderDetailView } from './service.ts';

/**
 * The whole order's tickets, through checkout's own composition: to a proven address, or a request to prove it. In
 * the caller's transaction (the order detail's resend, and each order of a bulk resend).
 */
export async function resendOrder(
  tx: Db,
  b: Pick<Backends, 'config' | 'queue' | 'tickets'>,
  order: OrderRow,
  event: EventRow,
) {
  const lines = (await orders.findLinesByOrderIds(tx, [order.id])).filter((l) => !l.releasedAt);
  const types = await findTicketTypesByEventIds(tx, [event.id]);
  await mailTicketsOrAskToConfirm(tx, b, order, { event, lines, types, late: order.latePayment === 'KEPT' });
}

/** One ticket; an address that has not proven itself is asked to, as for the whole order. */
async function resendTicket(tx: Db, scope: RequestScope, order: OrderRow, event: EventRow, ticketId: string) {
  const ticket = (await findTicketsByOrderIds(tx, [order.id])).find((t) => t.id === ticketId);
  if (!ticket) throw conflict('That ticket is not part of this order.');
  if (ticket.status !== 'VALID') throw conflict('That ticket was voided; there is nothing to send.');
  if (ticket.holderEmail !== null) {
    throw conflict(`That ticket was passed on to ${ticket.holderEmail}; it is theirs to show, not the buyer’s.`);
  }
  if (!(await hasProvenAddress(tx, order))) return resendOrder(tx, scope, order, event);
  const type = (await findTicketTypesByEventIds(tx, [event.id])).find((t) => t.id === ticket.ticketTypeId);
  const link = order.buyerUserId ? null : newAccessToken();
  const mail = ticketMail(
    order,
    event,
    ticket,
    type?.name ?? 'Ticket',
    scope.config.publicOrigins,
    link?.token ?? null,
  );
  await enqueueMail(scope.queue, tx, mail, { organizationId: event.organizationId });
  if (link) await orders.updateOrder(tx, order.id, { accessTokenHash: link.hash });
}

/**
 * The tickets mailed again (the whole order, or one ticket) to the order's address, only once it has proven
 * itself (orders/order-mail.ts). A paid order with tickets standing only.
 */
export async function resendOrderMail(
  scope: RequestScope,
  input: unknown,
  ticketId: string | null | undefined,
): Promise<OrderDetailView> {
  return runOrderAction(scope, input, async ({ tx, order, event }) => {
    if (!isOrderRefundable(order.status)) throw conflict('Only a paid order’s tickets can be sent again.');
    if (!order.buyerEmail) throw conflict('This order has no email address to send to.');
    const proven = await hasProvenAddress(tx, order);
    if (ticketId) await resendTicket(tx, scope, order, event, ticketId);
    else await resendOrder(tx, scope, order, event);
    return {
      record: {
        action: 'order.mail_resent',
        entityType: 'order',
        entityId: order.id,
        before: {},
        after: { sent: proven ? 'tickets' : 'address confirmation request', ...(ticketId ? { ticketId } : {}) },
      },
    };
  });
}
