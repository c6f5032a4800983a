import { answerText, lineTotalMinor } from '@admit/shared';
import type { Resolvers } from '../../graphql/generated/resolvers.ts';
import { untilClosed } from '../../graphql/live-feed.ts';
import { questionsOfOrder } from './answers.ts';
import { orderChanges } from './live.ts';
import * as orders from './service.ts';
import { confirmEmailAddress } from './order-mail.ts';
import { searchEventOrders } from './order-search.ts';
import type { OrderView } from './presenter.ts';
import type { OrderRow } from './tables.ts';

export type ReservationView = { order: OrderRow; claimToken: string };

// Thin: arguments to a service call, the result to the schema. The services check every role.
export const orderResolvers: Resolvers = {
  Query: {
    order: (_, { id, claimToken, accessToken }, ctx) => orders.getOrder(ctx, id, { claimToken, accessToken }),
    eventOrderSearch: async (_, { eventId, filter }, ctx) => {
      const page = await searchEventOrders(ctx, eventId, filter ?? {});
      return {
        nodes: page.orders,
        endCursor: page.endCursor,
        hasNextPage: page.hasNextPage,
        totalCount: page.total.count,
        totalIsExact: page.total.exact,
      };
    },
  },
  Mutation: {
    reserveTickets: (_, { eventId, input }, ctx) => orders.reserveTickets(ctx, eventId, input),
    claimOrder: (_, { id, claimToken }, ctx) => orders.claimOrder(ctx, id, claimToken),
    setOrderDetails: (_, { id, claimToken, input }, ctx) => orders.setOrderDetails(ctx, id, claimToken, input),
    startPayment: (_, { id, claimToken }, ctx) => orders.startPayment(ctx, id, claimToken),
    cancelReservation: (_, { id, claimToken }, ctx) => orders.cancelReservation(ctx, id, claimToken),
    confirmEmailAddress: (_, { token }, ctx) => confirmEmailAddress(ctx, token),
    revokeOrderAccessLink: (_, { id, accessToken }, ctx) => orders.revokeOrderAccessLink(ctx, id, accessToken),
  },
  Subscription: {
    orderChanged: {
      subscribe: (_, { id, claimToken }, ctx) =>
        untilClosed(
          (signal) => orderChanges(ctx, id, { claimToken }, signal),
          (order: OrderView) => ({ orderChanged: order }),
        ),
    },
  },
  Order: {
    event: async (o, _, ctx) => {
      const event = await ctx.loaders.eventById.load(o.eventId);
      if (!event) throw new Error(`order ${o.id} without its event`);
      return event;
    },
    // A line whose places all moved to another type (order-detail's type change) held nothing: not shown.
    lines: async (o, _, ctx) => (await ctx.loaders.orderLines.load(o.id)).filter((l) => l.quantity > 0),
    holdSecondsLeft: (o) =>
      o.status === 'RESERVED' ? Math.max(0, Math.floor((o.holdExpiresAt.getTime() - Date.now()) / 1000)) : 0,
    detailsComplete: (o) => o.detailsAt !== null,
    promoCode: async (o, _, ctx) =>
      (o.promoCodeId ? await ctx.loaders.promoCodeById.load(o.promoCodeId) : null)?.code ?? null,
    claimed: (o) => o.buyerUserId !== null,
    ticketsMailed: (o) => o.ticketsMailedAt !== null,
    openedWithAccessLink: (o) => o.openedBy === 'ACCESS_LINK',
    // A free order is recorded as FREE, which no card provider is.
    paymentProvider: (o) =>
      o.paymentProvider === 'STRIPE' || o.paymentProvider === 'SIMULATED' ? o.paymentProvider : null,
    refunds: (o, _, ctx) => ctx.loaders.refunds.load(o.id),
    questions: async (o, _, ctx) => questionsOfOrder(ctx.db, o.eventId, await ctx.loaders.orderLines.load(o.id)),
    answers: (o, _, ctx) => ctx.loaders.orderAnswers.load(o.id),
  },
  OrderAnswer: {
    question: (a) => a.question.label,
    kind: (a) => a.question.kind,
    text: (a) => answerText(a.question.kind, a.values),
    questionDeleted: (a) => a.question.deletedAt !== null,
  },
  OrderLine: {
    ticketTypeName: async (l, _, ctx) => (await ctx.loaders.ticketTypeById.load(l.ticketTypeId))?.name ?? 'Ticket',
    totalMinor: (l) => lineTotalMinor(l.unitPriceMinor, l.quantity),
  },
  Refund: {
    ticketCount: (r) => r.ticketIds.length,
  },
  // A promo code is read by its event's managers only (promo-codes/service.ts); its sales are theirs too.
  PromoCode: {
    ordersPaid: async (c, _, ctx) => (await ctx.loaders.promoCodeSales.load(c.id))?.orders ?? 0,
    revenueMinor: async (c, _, ctx) => (await ctx.loaders.promoCodeSales.load(c.id))?.revenueMinor ?? 0,
    discountGivenMinor: async (c, _, ctx) => (await ctx.loaders.promoCodeSales.load(c.id))?.discountMinor ?? 0,
  },
};
