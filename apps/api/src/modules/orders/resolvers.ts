import { lineTotalMinor } from '@admit/shared';
import type { Resolvers } from '../../graphql/generated/resolvers.ts';
import { eventForManagement } from '../events/service.ts';
import * as orders from './service.ts';
import { confirmEmailAddress } from './order-mail.ts';
import type { OrderRow } from './tables.ts';

export type ReservationView = { order: OrderRow; claimToken: string };

// Thin: arguments to a service call, the result to the schema. The services check every role.
export const orderResolvers: Resolvers = {
  Query: {
    order: (_, { id, claimToken }, ctx) => orders.getOrder(ctx, id, claimToken),
    eventOrders: async (_, { eventId }, ctx) => orders.ordersOfEvent(ctx, await eventForManagement(ctx, eventId)),
  },
  Mutation: {
    reserveTickets: (_, { eventId, input }, ctx) => orders.reserveTickets(ctx, eventId, input),
    claimOrder: (_, { id, claimToken }, ctx) => orders.claimOrder(ctx, id, claimToken),
    setOrderDetails: (_, { id, claimToken, input }, ctx) => orders.setOrderDetails(ctx, id, claimToken, input),
    startPayment: (_, { id }, ctx) => orders.startPayment(ctx, id),
    cancelReservation: (_, { id, claimToken }, ctx) => orders.cancelReservation(ctx, id, claimToken),
    confirmEmailAddress: (_, { token }, ctx) => confirmEmailAddress(ctx, token),
  },
  Order: {
    event: async (o, _, ctx) => {
      const event = await ctx.loaders.eventById.load(o.eventId);
      if (!event) throw new Error(`order ${o.id} without its event`);
      return event;
    },
    lines: (o, _, ctx) => ctx.loaders.orderLines.load(o.id),
    holdSecondsLeft: (o) =>
      o.status === 'RESERVED' ? Math.max(0, Math.floor((o.holdExpiresAt.getTime() - Date.now()) / 1000)) : 0,
    detailsComplete: (o) => o.detailsAt !== null,
    claimed: (o) => o.buyerUserId !== null,
    // A free order is recorded as FREE, which no card provider is.
    paymentProvider: (o) =>
      o.paymentProvider === 'STRIPE' || o.paymentProvider === 'SIMULATED' ? o.paymentProvider : null,
    tickets: async (o, _, ctx) => {
      const viewer = await ctx.viewer();
      const mine = !!viewer && viewer.user.id === o.buyerUserId;
      return (await ctx.loaders.ticketsOfOrder.load(o.id)).map((t) => ({ ...t, showCode: mine }));
    },
    refunds: (o, _, ctx) => ctx.loaders.refunds.load(o.id),
  },
  OrderLine: {
    ticketTypeName: async (l, _, ctx) => (await ctx.loaders.ticketTypeById.load(l.ticketTypeId))?.name ?? 'Ticket',
    totalMinor: (l) => lineTotalMinor(l.unitPriceMinor, l.quantity),
  },
  Refund: {
    ticketCount: (r) => r.ticketIds.length,
  },
};
