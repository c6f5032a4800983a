import type { Resolvers } from '../../graphql/generated/resolvers.ts';
import * as questions from './service.ts';

// Thin: arguments to a service call, the result to the schema. The services check every role.
export const questionResolvers: Resolvers = {
  Mutation: {
    createQuestion: (_, { eventId, input }, ctx) => questions.createQuestion(ctx, eventId, input),
    updateQuestion: (_, { id, input }, ctx) => questions.updateQuestion(ctx, id, input),
    deleteQuestion: (_, { id }, ctx) => questions.deleteQuestion(ctx, id),
    moveQuestion: (_, { id, up }, ctx) => questions.moveQuestion(ctx, id, up),
  },
  Event: {
    questions: (e, { withDeleted }, ctx) => questions.questionsOfEvent(ctx, e.id, withDeleted ?? false),
  },
  Question: {
    deleted: (q) => q.deletedAt !== null,
  },
};
