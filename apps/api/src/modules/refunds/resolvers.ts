import type { Resolvers } from '../../graphql/generated/resolvers.ts';
import { refundOrder } from './service.ts';

// Thin: arguments to a service call, the result to the schema. The service checks the role.
export const refundResolvers: Resolvers = {
  Mutation: {
    refundOrder: (_, { id, ticketIds }, ctx) => refundOrder(ctx, id, ticketIds),
  },
};
