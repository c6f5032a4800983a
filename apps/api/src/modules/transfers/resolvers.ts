import { can, transferPolicySummary } from '@admit/shared';
import type { Resolvers } from '../../graphql/generated/resolvers.ts';
import { transferDeadlineOf, transferPolicyOf } from '../events/transfer-policy.ts';
import { findTicketById } from '../tickets/repo.ts';
import { acceptTransfer, invitationOf } from './accept.ts';
import { ticketInContext, transferRefusal } from './rules.ts';
import { cancelOffer, offerTicket, pendingOfferFor } from './service.ts';

const heldView = <T extends object>(ticket: T) => ({ ...ticket, showCode: true, passedOn: false });

// Thin: arguments to a service call, the result to the schema. The services check who holds what.
export const transferResolvers: Resolvers = {
  Query: {
    ticketOffer: (_, { token }, ctx) => invitationOf(ctx, token),
  },
  Mutation: {
    passTicketOn: async (_, { ticketId, email }, ctx) => {
      await offerTicket(ctx, ticketId, { email });
      const ticket = await findTicketById(ctx.db, ticketId);
      if (!ticket) throw new Error(`ticket ${ticketId} vanished after its offer`);
      return heldView(ticket);
    },
    cancelTicketTransfer: async (_, { ticketId }, ctx) => heldView((await cancelOffer(ctx, ticketId)).ticket),
    acceptTicketTransfer: async (_, { token, attendeeName }, ctx) =>
      heldView(await acceptTransfer(ctx, token, { attendeeName })),
  },
  Ticket: {
    passingOn: async (t, _, ctx) => {
      if (!t.showCode) return null;
      const c = await ticketInContext(ctx.db, t);
      const reason = await transferRefusal(ctx.db, c);
      return {
        allowed: reason === null,
        reason,
        policy: transferPolicySummary(transferPolicyOf(c.event)),
        deadline: transferDeadlineOf(c.event),
      };
    },
    pendingTransfer: (t, _, ctx) => (t.showCode ? pendingOfferFor(ctx, t.id) : null),
    passedTo: async (t, _, ctx) => {
      if (!t.passedOn) return null;
      const chain = await ctx.loaders.ticketTransfers.load(t.id);
      return chain.find((hop) => hop.status === 'ACCEPTED')?.toEmail ?? null;
    },
    receivedFrom: async (t, _, ctx) => {
      if (!t.showCode || t.holderEmail === null) return null;
      const chain = await ctx.loaders.ticketTransfers.load(t.id);
      return chain.findLast((hop) => hop.status === 'ACCEPTED')?.fromEmail ?? null;
    },
    transfers: async (t, _, ctx) => {
      const event = await ctx.loaders.eventById.load(t.eventId);
      const role = event ? await ctx.roles.roleIn(event.organizationId) : null;
      return can(role, 'orders.view') ? ctx.loaders.ticketTransfers.load(t.id) : [];
    },
  },
  OrderDetailTicket: {
    transfers: (t, _, ctx) => ctx.loaders.ticketTransfers.load(t.id),
  },
  TicketOffer: {
    fromEmail: (o) => o.transfer.fromEmail,
    toEmail: (o) => o.transfer.toEmail,
    status: (o) => o.transfer.status,
    deadline: (o) => transferDeadlineOf(o.event),
  },
};
