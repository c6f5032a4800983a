import { isSameAddress, passTicketInputSchema } from '@admit/shared';
import { randomBytes } from 'node:crypto';
import { actorOf, recordAudit } from '../audit/record.ts';
import { badUserInput, conflict, notFound } from '../../common/errors.ts';
import type { RequestScope } from '../../common/scope.ts';
import { parseInput } from '../../common/validation.ts';
import { transferDeadlineOf } from '../events/transfer-policy.ts';
import { requireViewer } from '../identity/access.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { hashClaimToken as hashToken } from '../orders/access.ts';
import { findTicketTypeById } from '../ticket-types/repo.ts';
import { holdsTicket } from '../tickets/holder.ts';
import { findTicketById } from '../tickets/repo.ts';
import { offerMail } from './mails.ts';
import * as repo from './repo.ts';
import { assertTransferable, lockedTicketInContext, ticketInContext, type TicketInContext } from './rules.ts';
import type { TicketTransferRow } from './tables.ts';
import { countAttempt } from '../../rate-limits/attempts.ts';

/** A ticket the viewer holds, with its order and event; anyone else's does not exist for them. */
async function heldTicket(scope: RequestScope, ticketId: string): Promise<TicketInContext & { viewerId: string }> {
  const viewer = await requireViewer(scope);
  const c = await ticketInContext(scope.db, await findTicketById(scope.db, ticketId));
  if (!holdsTicket(c.ticket, viewer.user.id, c.order.buyerUserId)) throw notFound('Ticket');
  return { ...c, viewerId: viewer.user.id };
}

/** The addresses the holder is known by: their account's, and the one the ticket went to them at. */
function holderAddresses(c: TicketInContext, accountEmail: string | null): string[] {
  const own = c.ticket.holderEmail ?? c.order.buyerEmail;
  return [own, accountEmail].filter((a): a is string => !!a);
}

/**
 * The holder offers the ticket to someone by email: a link mailed to that address, which its owner accepts with
 * their account. A new offer replaces a pending one (its link stops working). Refused for the holder's own address,
 * and when the event's policy does not allow passing on now.
 */
export async function offerTicket(scope: RequestScope, ticketId: string, input: unknown): Promise<TicketTransferRow> {
  const { email } = parseInput(passTicketInputSchema, input);
  const held = await heldTicket(scope, ticketId);
  const viewer = await requireViewer(scope);
  if (holderAddresses(held, viewer.user.email).some((a) => isSameAddress(a, email))) {
    throw badUserInput({ email: 'That is your own address: enter the email of the person you pass it to.' });
  }
  await countAttempt(scope, 'ticketTransfer');
  const token = randomBytes(24).toString('base64url');
  const from = viewer.user.email ?? held.ticket.holderEmail ?? held.order.buyerEmail ?? 'A ticket holder';
  const type = await findTicketTypeById(scope.db, held.ticket.ticketTypeId);
  const actor = await actorOf(scope);
  return scope.db.transaction(async (tx) => {
    const c = await lockedTicketInContext(tx, ticketId);
    // Held when the form was sent; still held now that it is locked (an earlier offer may have been accepted since).
    if (!holdsTicket(c.ticket, held.viewerId, c.order.buyerUserId)) throw notFound('Ticket');
    await assertTransferable(tx, c);
    const pending = await repo.findPendingTransfer(tx, c.ticket.id);
    if (pending) await repo.settleTransfer(tx, pending.id, { status: 'CANCELLED' });
    const offer = await repo.insertTransfer(tx, {
      ticketId: c.ticket.id,
      eventId: c.event.id,
      fromUserId: held.viewerId,
      fromEmail: from,
      fromName: c.ticket.attendeeName,
      toEmail: email,
      tokenHash: hashToken(token),
    });
    await recordAudit(tx, {
      ...actor,
      organizationId: c.event.organizationId,
      eventId: c.event.id,
      action: 'ticket.transfer_offered',
      entityType: 'ticket',
      entityId: c.ticket.id,
      after: { to: email, replaced: pending?.toEmail ?? null },
    });
    const deadline = transferDeadlineOf(c.event);
    const about = { event: c.event, ticketTypeName: type?.name ?? 'Ticket', origins: scope.config.publicOrigins };
    const mail = offerMail({ ...about, to: email, from, token, deadline });
    await enqueueMail(scope.queue, tx, mail, { organizationId: c.event.organizationId });
    return offer;
  });
}

/** The holder takes back their pending offer: its link stops working. Refused when there is none. */
export async function cancelOffer(scope: RequestScope, ticketId: string): Promise<TicketInContext> {
  const held = await heldTicket(scope, ticketId);
  const actor = await actorOf(scope);
  await scope.db.transaction(async (tx) => {
    const c = await lockedTicketInContext(tx, ticketId);
    if (!holdsTicket(c.ticket, held.viewerId, c.order.buyerUserId)) throw notFound('Ticket');
    const pending = await repo.findPendingTransfer(tx, ticketId);
    const settled = pending ? await repo.settleTransfer(tx, pending.id, { status: 'CANCELLED' }) : null;
    if (!settled) throw conflict('This ticket has no offer waiting to be accepted.');
    await recordAudit(tx, {
      ...actor,
      organizationId: held.event.organizationId,
      eventId: held.event.id,
      action: 'ticket.transfer_cancelled',
      entityType: 'ticket',
      entityId: ticketId,
      before: { to: settled.toEmail },
    });
  });
  return held;
}

/** The ticket's pending offer, for its holder's ticket page; null for anyone else or when there is none. */
export async function pendingOfferFor(scope: RequestScope, ticketId: string): Promise<TicketTransferRow | null> {
  const viewer = await scope.viewer();
  if (!viewer) return null;
  const c = await ticketInContext(scope.db, await findTicketById(scope.db, ticketId)).catch(() => null);
  if (!c || !holdsTicket(c.ticket, viewer.user.id, c.order.buyerUserId)) return null;
  return repo.findPendingTransfer(scope.db, ticketId);
}
