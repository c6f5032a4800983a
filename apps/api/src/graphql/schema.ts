import { readFileSync } from 'node:fs';
import { createSchema } from 'graphql-yoga';
import type { Context, ServerContext } from './context.ts';
import { eventResolvers } from '../modules/events/resolvers.ts';
import { identityResolvers } from '../modules/identity/resolvers.ts';
import { imageResolvers } from '../modules/media/image-view.ts';
import { organizationResolvers } from '../modules/organizations/resolvers.ts';
import { ticketTypeResolvers } from '../modules/ticket-types/resolvers.ts';

const root = /* GraphQL */ `
  type Query
  type Mutation
`;

const schemaFile = (module: string) => new URL(`../modules/${module}/schema.graphql`, import.meta.url);

// Each module owns its schema file; adding a module means adding it here.
const modules = [
  { typeDefs: schemaFile('identity'), resolvers: identityResolvers },
  { typeDefs: schemaFile('organizations'), resolvers: organizationResolvers },
  { typeDefs: schemaFile('media'), resolvers: imageResolvers },
  { typeDefs: schemaFile('events'), resolvers: eventResolvers },
  { typeDefs: schemaFile('ticket-types'), resolvers: ticketTypeResolvers },
];

export function buildSchema() {
  return createSchema<ServerContext & Context>({
    typeDefs: [root, ...modules.map((m) => readFileSync(m.typeDefs, 'utf8'))],
    resolvers: modules.map((m) => m.resolvers),
  });
}
