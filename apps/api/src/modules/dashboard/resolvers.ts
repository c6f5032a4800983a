import type { Resolvers } from '../../graphql/generated/resolvers.ts';
import { untilClosed } from '../../graphql/live-feed.ts';
import type { EventDashboardView } from './presenter.ts';
import type { OrganizationDashboardView } from './org-presenter.ts';
import { organizationDashboard, organizationDashboardChanges } from './org-service.ts';
import { dashboardChanges, eventDashboard } from './service.ts';

// Thin: arguments to a service call, the result to the schema. The service checks the role.
export const dashboardResolvers: Resolvers = {
  Query: {
    eventDashboard: (_, { eventId }, ctx) => eventDashboard(ctx, eventId),
    organizationDashboard: (_, { organizationId }, ctx) => organizationDashboard(ctx, organizationId),
  },
  Subscription: {
    organizationDashboardChanged: {
      subscribe: (_, { organizationId }, ctx) =>
        untilClosed(
          (signal) => organizationDashboardChanges(ctx, organizationId, signal),
          (view: OrganizationDashboardView) => ({ organizationDashboardChanged: view }),
        ),
    },
    eventDashboardChanged: {
      // Each dashboard under the field's name, as graphql-js's default resolve reads a subscription's payload.
      subscribe: (_, { eventId }, ctx) =>
        untilClosed(
          (signal) => dashboardChanges(ctx, eventId, signal),
          (view: EventDashboardView) => ({ eventDashboardChanged: view }),
        ),
    },
  },
};
