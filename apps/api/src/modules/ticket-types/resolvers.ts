import { instantToZoned } from '@admit/shared';
import type { Resolvers } from '../../graphql/generated/resolvers.ts';
import * as ticketTypes from './service.ts';
import { codeOfferFor } from './typed-code.ts';

// Thin: arguments to a service call, the result to the schema. The services check every role.
export const ticketTypeResolvers: Resolvers = {
  Mutation: {
    createTicketType: (_, { eventId, input }, ctx) => ticketTypes.createTicketType(ctx, eventId, input),
    updateTicketType: (_, { id, input }, ctx) => ticketTypes.updateTicketType(ctx, id, input),
    deleteTicketType: (_, { id }, ctx) => ticketTypes.deleteTicketType(ctx, id),
  },
  Event: {
    ticketTypes: async (e, { unlockCode }, ctx) =>
      ticketTypes.visibleTicketTypes(ctx, e, await ctx.loaders.ticketTypes.load(e.id), unlockCode),
    codeOffer: async (e, { code }, ctx) => codeOfferFor(ctx, e, await ctx.loaders.ticketTypes.load(e.id), code),
    lowestPriceMinor: async (e, _, ctx) =>
      ticketTypes.lowestPriceMinor(ctx, e, await ctx.loaders.ticketTypes.load(e.id)),
  },
  TicketType: {
    salesStartAtLocal: (t) => (t.salesStartAt ? instantToZoned(t.salesStartAt, t.event.timeZone) : null),
    salesEndAtLocal: (t) => (t.salesEndAt ? instantToZoned(t.salesEndAt, t.event.timeZone) : null),
  },
};
