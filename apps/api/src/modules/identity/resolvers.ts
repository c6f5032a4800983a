import type { Context } from '../../graphql/context.ts';
import * as identity from './service.ts';
import type { UserRow } from './tables.ts';

// Thin: each resolver delegates to the service, which checks the role.
export const identityResolvers = {
  Query: {
    viewer: (_: unknown, __: unknown, ctx: Context) => ctx.viewer(),
    users: (_: unknown, args: { first: number }, ctx: Context) => identity.users(ctx, args.first),
    user: (_: unknown, args: { id: string }, ctx: Context) => identity.user(ctx, args.id),
  },
  Mutation: {
    updateProfile: (_: unknown, args: { input: unknown }, ctx: Context) => identity.updateProfile(ctx, args.input),
    deleteAccount: (_: unknown, __: unknown, ctx: Context) => identity.deleteAccount(ctx),
  },
  User: {
    createdAt: (user: UserRow) => user.createdAt.toISOString(),
  },
};
