import type { Resolvers } from '../../graphql/generated/resolvers.ts';
import { cancellationOf, cancelOwnOrder } from './self-cancel.ts';
import { refundOrder } from './service.ts';

// Thin: arguments to a service call, the result to the schema. The services check the role.
export const refundResolvers: Resolvers = {
  Mutation: {
    refundOrder: (_, { id, ticketIds }, ctx) => refundOrder(ctx, id, ticketIds),
    cancelMyOrder: (_, { id, accessToken, expectedAmountMinor }, ctx) =>
      cancelOwnOrder(ctx, id, { accessToken }, expectedAmountMinor),
  },
  Order: {
    // Only the order's own reader is offered a cancel; an organizer refunds from the back office.
    cancellation: (o, _, ctx) =>
      o.openedBy === 'BUYER' || o.openedBy === 'ACCESS_LINK' ? cancellationOf(ctx, o) : null,
  },
};
