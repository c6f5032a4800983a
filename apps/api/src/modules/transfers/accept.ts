import { acceptTransferInputSchema } from '@admit/shared';
import { actorOf, recordAudit } from '../audit/record.ts';
import { conflict, notFound } from '../../common/errors.ts';
import type { RequestScope } from '../../common/scope.ts';
import { parseInput } from '../../common/validation.ts';
import type { Db } from '../../db/client.ts';
import { requireViewer } from '../identity/access.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { hashClaimToken as hashToken } from '../orders/access.ts';
import { refreshSearchText } from '../orders/list-fields.ts';
import { updateOrder } from '../orders/repo.ts';
import { findTicketTypeById } from '../ticket-types/repo.ts';
import { reissueToHolder } from '../tickets/issue.ts';
import { holdsTicket } from '../tickets/holder.ts';
import { findTicketById } from '../tickets/repo.ts';
import type { TicketRow } from '../tickets/tables.ts';
import { passedOnMail, receivedMail } from './mails.ts';
import * as repo from './repo.ts';
import { lockedTicketInContext, ticketInContext, transferRefusal, type TicketInContext } from './rules.ts';
import type { TicketTransferRow } from './tables.ts';

/** An offer as its link shows it: what is offered, by whom, and whether it can still be taken. */
export type TransferInvitation = TicketInContext & {
  transfer: TicketTransferRow;
  ticketTypeName: string;
  /** Why it can no longer be accepted; null while it can. */
  closedReason: string | null;
};

/** The offer a link names; NOT_FOUND for a link that names none. */
async function offerByToken(db: Db, token: string): Promise<TicketTransferRow> {
  const transfer = await repo.findTransferByTokenHash(db, hashToken(token));
  if (!transfer) throw notFound('Ticket offer');
  return transfer;
}

const typeNameOf = async (db: Db, ticket: TicketRow) =>
  (await findTicketTypeById(db, ticket.ticketTypeId))?.name ?? 'Ticket';

/** The offer a link names, for whoever holds the link (it was mailed to the receiver). */
export async function invitationOf(scope: RequestScope, token: string): Promise<TransferInvitation> {
  const transfer = await offerByToken(scope.db, token);
  const c = await ticketInContext(scope.db, await findTicketById(scope.db, transfer.ticketId));
  return {
    ...c,
    transfer,
    ticketTypeName: await typeNameOf(scope.db, c.ticket),
    closedReason: await closedReason(scope.db, c, transfer),
  };
}

async function closedReason(db: Db, c: TicketInContext, transfer: TicketTransferRow): Promise<string | null> {
  if (transfer.status === 'ACCEPTED') return 'This ticket was accepted already.';
  if (transfer.status === 'CANCELLED') return 'This offer was taken back or replaced by the person who made it.';
  return transferRefusal(db, c);
}

/**
 * The receiver accepts with their account: the ticket is reissued to them (the old code and short code stop
 * working; the door's offline copy takes the new version at its next sync), under the name they give. Both get a
 * mail. The policy is judged again now, with the ticket locked.
 */
export async function acceptTransfer(scope: RequestScope, token: string, input: unknown): Promise<TicketRow> {
  const { attendeeName } = parseInput(acceptTransferInputSchema, input);
  const viewer = await requireViewer(scope);
  // Whether it can still be taken is judged once, in the transaction, with the ticket and its order locked.
  const transfer = await offerByToken(scope.db, token);
  const sign = await scope.keyring.signerFor(transfer.eventId);
  const actor = await actorOf(scope);
  return scope.db.transaction(async (tx) => {
    const c = await lockedTicketInContext(tx, transfer.ticketId);
    const reason = await closedReason(tx, c, await offerByToken(tx, token));
    if (reason) throw conflict(reason);
    const { event } = c;
    // The holder opening their own offer's link (a buyer included) would pass the ticket to no one.
    if (holdsTicket(c.ticket, viewer.user.id, c.order.buyerUserId)) throw conflict('You hold this ticket already.');
    const to = { email: transfer.toEmail, userId: viewer.user.id, name: attendeeName };
    const ticket = await reissueToHolder(tx, sign, c.ticket, to);
    if (!ticket) throw conflict('This ticket changed meanwhile: open the link again.');
    const settled = await repo.settleTransfer(tx, transfer.id, {
      status: 'ACCEPTED',
      toUserId: viewer.user.id,
      toName: attendeeName,
      newVersion: ticket.signatureVersion,
    });
    if (!settled) throw conflict('This offer was taken back or replaced by the person who made it.');
    await refreshSearchText(tx, [c.order.id]);
    // The order's version moves, so a back office screen showing the old name is told.
    await updateOrder(tx, c.order.id, {});
    await recordAudit(tx, {
      ...actor,
      organizationId: event.organizationId,
      eventId: event.id,
      action: 'ticket.transferred',
      entityType: 'ticket',
      entityId: ticket.id,
      before: { holder: transfer.fromEmail, attendeeName: c.ticket.attendeeName },
      after: { holder: transfer.toEmail, attendeeName, version: ticket.signatureVersion },
    });
    const about = { event, ticketTypeName: await typeNameOf(tx, ticket), origins: scope.config.publicOrigins };
    const org = { organizationId: event.organizationId };
    await enqueueMail(scope.queue, tx, receivedMail({ ...about, to: transfer.toEmail, ticketId: ticket.id }), org);
    const passed = passedOnMail({ ...about, to: transfer.fromEmail, receiver: transfer.toEmail });
    await enqueueMail(scope.queue, tx, passed, org);
    return ticket;
  });
}
