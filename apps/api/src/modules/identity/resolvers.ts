import type { Resolvers } from '../../graphql/generated/resolvers.ts';
import * as identity from './service.ts';

// Thin: arguments to a service call, the result to the schema. The services check every role.
export const identityResolvers: Resolvers = {
  Query: {
    viewer: (_, __, ctx) => ctx.viewer(),
    users: (_, { first }, ctx) => identity.users(ctx, first),
    user: (_, { id }, ctx) => identity.user(ctx, id),
  },
  Mutation: {
    updateProfile: (_, { input }, ctx) => identity.updateProfile(ctx, input),
    deleteAccount: (_, __, ctx) => identity.deleteAccount(ctx),
  },
};
