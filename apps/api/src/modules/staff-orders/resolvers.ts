import type { Resolvers } from '../../graphql/generated/resolvers.ts';
import { markOrderPaidOffline } from './mark-paid.ts';
import { reserveForBuyer } from './service.ts';

// Thin: arguments to a service call, the result to the schema. The services check every role.
export const staffOrderResolvers: Resolvers = {
  Mutation: {
    reserveForBuyer: (_, { input }, ctx) => reserveForBuyer(ctx, input),
    markOrderPaid: (_, { input, method, reference }, ctx) => markOrderPaidOffline(ctx, input, method, reference),
  },
};
