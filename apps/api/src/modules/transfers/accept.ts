import { acceptTransferInputSchema, generateShortCode, TICKET_SHORT_CODE_LENGTH } from '@admit/shared';
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
import type { TicketSigner } from '../tickets/keyring.ts';
import { holdsTicket } from '../tickets/holder.ts';
import { findTicketById, findTicketIdsByShortCodes, reissueTicket } from '../tickets/repo.ts';
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

/** The offer a link names, for whoever holds the link (it was mailed to the receiver); unknown links are NOT_FOUND. */
export async function invitationOf(scope: RequestScope, token: string): Promise<TransferInvitation> {
  const transfer = await repo.findTransferByTokenHash(scope.db, hashToken(token));
  if (!transfer) throw notFound('Ticket offer');
  const c = await ticketInContext(scope.db, await findTicketById(scope.db, transfer.ticketId));
  const type = await findTicketTypeById(scope.db, c.ticket.ticketTypeId);
  return {
    ...c,
    transfer,
    ticketTypeName: type?.name ?? 'Ticket',
    closedReason: await closedReason(scope.db, c, transfer),
  };
}

async function closedReason(db: Db, c: TicketInContext, transfer: TicketTransferRow): Promise<string | null> {
  if (transfer.status === 'ACCEPTED') return 'This ticket was accepted already.';
  if (transfer.status === 'CANCELLED') return 'This offer was taken back or replaced by the person who made it.';
  return transferRefusal(db, c);
}

/** A short code no ticket of the event has: drawn again on the rare collision (31^8 codes). */
async function freeShortCode(tx: Db, eventId: string): Promise<string> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const code = generateShortCode(TICKET_SHORT_CODE_LENGTH);
    if ((await findTicketIdsByShortCodes(tx, eventId, [code])).length === 0) return code;
  }
  throw new Error(`no free short code for event ${eventId}`);
}

/** The ticket reissued to its new holder: a version up, newly signed, a new short code and their name. */
async function reissue(
  tx: Db,
  sign: TicketSigner,
  ticket: TicketRow,
  to: { email: string; userId: string; name: string },
) {
  const version = ticket.signatureVersion + 1;
  const code = await sign({ ticketId: ticket.id, eventId: ticket.eventId, ticketTypeId: ticket.ticketTypeId, version });
  const reissued = await reissueTicket(tx, {
    ticketId: ticket.id,
    fromVersion: ticket.signatureVersion,
    code,
    shortCode: await freeShortCode(tx, ticket.eventId),
    attendeeName: to.name,
    holderEmail: to.email,
    holderUserId: to.userId,
  });
  if (!reissued) throw conflict('This ticket changed meanwhile: open the link again.');
  return reissued;
}

/**
 * The receiver accepts with their account: the ticket is reissued to them (the old code and short code stop
 * working; the door's offline copy takes the new version at its next sync), under the name they give. Both get a
 * mail. The policy is judged again now, with the ticket locked.
 */
export async function acceptTransfer(scope: RequestScope, token: string, input: unknown): Promise<TicketRow> {
  const { attendeeName } = parseInput(acceptTransferInputSchema, input);
  const viewer = await requireViewer(scope);
  const invitation = await invitationOf(scope, token);
  const { transfer, event } = invitation;
  const sign = await scope.keyring.signerFor(event.id);
  const actor = await actorOf(scope);
  return scope.db.transaction(async (tx) => {
    const c = await lockedTicketInContext(tx, transfer.ticketId);
    const reason = await closedReason(tx, c, (await repo.findTransferByTokenHash(tx, hashToken(token))) ?? transfer);
    if (reason) throw conflict(reason);
    // The holder opening their own offer's link (a buyer included) would pass the ticket to no one.
    if (holdsTicket(c.ticket, viewer.user.id, c.order.buyerUserId)) throw conflict('You hold this ticket already.');
    const ticket = await reissue(tx, sign, c.ticket, {
      email: transfer.toEmail,
      userId: viewer.user.id,
      name: attendeeName,
    });
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
    const about = { event, ticketTypeName: invitation.ticketTypeName, origins: scope.config.publicOrigins };
    const org = { organizationId: event.organizationId };
    await enqueueMail(scope.queue, tx, receivedMail({ ...about, to: transfer.toEmail, ticketId: ticket.id }), org);
    const passed = passedOnMail({ ...about, to: transfer.fromEmail, receiver: transfer.toEmail });
    await enqueueMail(scope.queue, tx, passed, org);
    return ticket;
  });
}
