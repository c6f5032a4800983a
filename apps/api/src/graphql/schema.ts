import { readFileSync } from 'node:fs';
import { createSchema } from 'graphql-yoga';
import type { Context, ServerContext } from './context.ts';
import { identityResolvers } from '../modules/identity/resolvers.ts';

const root = /* GraphQL */ `
  type Query
  type Mutation
`;

// Each module owns its schema file; adding a module means adding it here.
const modules = [
  { typeDefs: new URL('../modules/identity/schema.graphql', import.meta.url), resolvers: identityResolvers },
];

export function buildSchema() {
  return createSchema<ServerContext & Context>({
    typeDefs: [root, ...modules.map((m) => readFileSync(m.typeDefs, 'utf8'))],
    resolvers: modules.map((m) => m.resolvers),
  });
}
