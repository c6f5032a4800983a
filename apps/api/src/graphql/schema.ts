import { readFileSync } from 'node:fs';
import { createSchema } from 'graphql-yoga';
import type { Context, ServerContext } from './context.ts';
import type { MutationResolvers, Resolvers } from './generated/resolvers.ts';
import { DateTime } from './scalars.ts';
import { eventResolvers } from '../modules/events/resolvers.ts';
import { identityResolvers } from '../modules/identity/resolvers.ts';
import { mediaResolvers } from '../modules/media/resolvers.ts';
import { organizationResolvers } from '../modules/organizations/resolvers.ts';
import { ticketTypeResolvers } from '../modules/ticket-types/resolvers.ts';

const schemaFile = (path: string) => readFileSync(new URL(path, import.meta.url), 'utf8');
const moduleSchema = (module: string) => schemaFile(`../modules/${module}/schema.graphql`);

// Each module owns its schema file and resolvers; adding a module means adding it here (and to codegen.ts).
const modules: { typeDefs: string; resolvers: Resolvers }[] = [
  { typeDefs: moduleSchema('identity'), resolvers: identityResolvers },
  { typeDefs: moduleSchema('organizations'), resolvers: organizationResolvers },
  { typeDefs: moduleSchema('media'), resolvers: mediaResolvers },
  { typeDefs: moduleSchema('events'), resolvers: eventResolvers },
  { typeDefs: moduleSchema('ticket-types'), resolvers: ticketTypeResolvers },
];

/**
 * Reads after a write must see it: once a mutation's service call is done,
 * every loader of the request (and the role cache) forgets what it read,
 * before the mutation's result is resolved. Services never clear caches.
 */
function clearingCachesAfterWrites(resolvers: Resolvers): Resolvers {
  const mutations = resolvers.Mutation;
  if (!mutations) return resolvers;
  const wrapped: Record<string, unknown> = {};
  for (const [name, resolve] of Object.entries(mutations)) {
    if (typeof resolve !== 'function') throw new Error(`Mutation.${name} must be a function`);
    wrapped[name] = async (parent: unknown, args: unknown, ctx: Context, info: unknown) => {
      try {
        return await (resolve as (...a: unknown[]) => unknown)(parent, args, ctx, info);
      } finally {
        ctx.loaders.clearAll();
        ctx.roles.clear();
      }
    };
  }
  return { ...resolvers, Mutation: wrapped as MutationResolvers };
}

export function buildSchema() {
  return createSchema<ServerContext & Context>({
    typeDefs: [schemaFile('./root.graphql'), ...modules.map((m) => m.typeDefs)],
    resolvers: [{ DateTime }, ...modules.map((m) => clearingCachesAfterWrites(m.resolvers))],
  });
}
