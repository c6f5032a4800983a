import type { Resolvers } from '../../graphql/generated/resolvers.ts';
import { untilClosed } from '../../graphql/live-feed.ts';
import { viewerCan } from '../organizations/access.ts';
import type { MessageView } from './presenter.ts';
import { eventMessages, message, messageChanges, messageRecipients } from './reads.ts';
import { previewMessage, sendMessage, sendTestMessage, setReminderHours } from './service.ts';

// Thin: arguments to a service call, the result to the schema. The services check the role.
export const messageResolvers: Resolvers = {
  Query: {
    eventMessages: (_, { eventId }, ctx) => eventMessages(ctx, eventId),
    message: (_, { id }, ctx) => message(ctx, id),
    messageRecipients: (_, { messageId, after, onlyProblems }, ctx) =>
      messageRecipients(ctx, messageId, { after: after ?? null, onlyProblems: onlyProblems ?? false }),
    messagePreview: (_, { eventId, input }, ctx) => previewMessage(ctx, eventId, input),
  },
  Mutation: {
    sendMessage: async (_, { eventId, input, ratePerMinute }, ctx) =>
      message(ctx, (await sendMessage(ctx, eventId, input, ratePerMinute)).id),
    sendTestMessage: (_, { eventId, input }, ctx) => sendTestMessage(ctx, eventId, input),
    setReminderHours: (_, { eventId, hours }, ctx) => setReminderHours(ctx, eventId, hours),
  },
  Subscription: {
    messageChanged: {
      subscribe: (_, { id }, ctx) =>
        untilClosed(
          (signal) => messageChanges(ctx, id, signal),
          (view: MessageView) => ({ messageChanged: view }),
        ),
    },
  },
  Event: {
    // Owners and managers only: the setting is theirs, and null to anyone else.
    reminderHours: async (e, _, ctx) =>
      (await viewerCan(ctx, e.organizationId, 'events.manage')) ? e.reminderHours : null,
  },
};
