import type { Resolvers } from '../../graphql/generated/resolvers.ts';
import { auditLogPage } from './service.ts';

// Thin: arguments to a service call, the result to the schema. The service checks the role.
export const auditLogResolvers: Resolvers = {
  Query: {
    auditLog: (_, { organizationId, filter, first, after }, ctx) =>
      auditLogPage(ctx, organizationId, filter, { first, after }),
  },
};
