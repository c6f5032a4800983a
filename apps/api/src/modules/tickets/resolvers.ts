import type { Resolvers } from '../../graphql/generated/resolvers.ts';
import { orderTicketViews } from './holder.ts';
import { presentSales } from './sales-presenter.ts';
import * as tickets from './service.ts';

export const ticketResolvers: Resolvers = {
  Query: {
    myTickets: (_, __, ctx) => tickets.myTickets(ctx),
    ticket: (_, { id }, ctx) => tickets.ticketOfHolder(ctx, id),
  },
  Event: {
    // Members only, masked by role: no viewer without a role causes a read.
    sales: async (e, _, ctx) => {
      const role = await ctx.roles.roleIn(e.organizationId);
      return role ? presentSales(await ctx.loaders.eventSales.load(e.id), role) : null;
    },
  },
  Order: {
    tickets: async (o, _, ctx) =>
      orderTicketViews(o, (await ctx.viewer())?.user.id ?? null, await ctx.loaders.ticketsOfOrder.load(o.id)),
  },
  Ticket: {
    ticketTypeName: async (t, _, ctx) => (await ctx.loaders.ticketTypeById.load(t.ticketTypeId))?.name ?? 'Ticket',
    event: async (t, _, ctx) => {
      const event = await ctx.loaders.eventById.load(t.eventId);
      if (!event) throw new Error(`ticket ${t.id} without its event`);
      return event;
    },
    code: (t) => tickets.visibleCode(t),
    shortCode: (t) => tickets.visibleShortCode(t),
    qrSvg: async (t) => {
      const code = tickets.visibleCode(t);
      return code ? tickets.qrSvg(code) : null;
    },
    calendar: async (t, _, ctx) => {
      const event = await ctx.loaders.eventById.load(t.eventId);
      if (!event) throw new Error(`ticket ${t.id} without its event`);
      return tickets.calendarOf(event, ctx.config.publicOrigins[0] ?? '');
    },
  },
};
