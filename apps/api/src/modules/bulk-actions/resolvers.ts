import type { Resolvers } from '../../graphql/generated/resolvers.ts';
import { untilClosed } from '../../graphql/live-feed.ts';
import {
  cancellationChanges,
  eventCancellation,
  retryCancellationRefunds,
  type CancellationView,
} from './event-cancel.ts';
import { eventBulkActions, getBulkAction, startBulkAction } from './service.ts';

// Thin: arguments to a service call, the result to the schema. The service checks the role.
export const bulkActionResolvers: Resolvers = {
  Query: {
    bulkAction: (_, { id }, ctx) => getBulkAction(ctx, id),
    eventBulkActions: (_, { eventId }, ctx) => eventBulkActions(ctx, eventId),
  },
  Mutation: {
    startBulkAction: (_, { eventId, input }, ctx) => startBulkAction(ctx, eventId, input),
    retryCancellationRefunds: (_, { eventId }, ctx) => retryCancellationRefunds(ctx, eventId),
  },
  Subscription: {
    eventCancellationChanged: {
      subscribe: (_, { eventId }, ctx) =>
        untilClosed(
          (signal) => cancellationChanges(ctx, eventId, signal),
          (view: CancellationView | null) => ({ eventCancellationChanged: view }),
        ),
    },
  },
  Event: {
    cancellation: (event, _, ctx) => eventCancellation(ctx, event),
  },
};
