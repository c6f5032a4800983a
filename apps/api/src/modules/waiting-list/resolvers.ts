import { waitingListPolicySummary } from '@admit/shared';
import type { Resolvers } from '../../graphql/generated/resolvers.ts';
import { setWaitingListPolicy, waitingListPolicyOf } from '../events/waiting-list-policy.ts';
import { eventForManagement } from '../events/service.ts';
import { offerByHand, removeEntry, waitingListOf } from './organizer.ts';
import { joinedView, offerView, withPositions } from './presenter.ts';
import { entryListRow } from './repo.ts';
import { confirmWaitingListEntry, entryOfOffer, joinWaitingList } from './service.ts';

/** One entry as the back office lists it, read again after an action. */
async function listed(db: Parameters<typeof entryListRow>[0], id: string) {
  const row = await entryListRow(db, id);
  if (!row) throw new Error(`waiting list entry ${id} vanished`);
  return withPositions([row])[0] ?? { ...row, position: null };
}

// Thin: arguments to a service call, the result to the schema. The services check who may do what.
export const waitingListResolvers: Resolvers = {
  Query: {
    waitingListOffer: async (_, { token }, ctx) => offerView(ctx.db, await entryOfOffer(ctx, token)),
  },
  Mutation: {
    joinWaitingList: async (_, { ticketTypeId, quantity, email }, ctx) => {
      const { entry, confirmationSent } = await joinWaitingList(ctx, ticketTypeId, { quantity, email });
      return joinedView(ctx.db, entry, confirmationSent);
    },
    confirmWaitingListEntry: async (_, { token }, ctx) =>
      joinedView(ctx.db, await confirmWaitingListEntry(ctx, token), false),
    setWaitingListPolicy: (_, { eventId, input }, ctx) => setWaitingListPolicy(ctx, eventId, input),
    offerWaitingListPlaces: async (_, { entryId }, ctx) => listed(ctx.db, (await offerByHand(ctx, entryId)).id),
    removeWaitingListEntry: async (_, { entryId }, ctx) => listed(ctx.db, (await removeEntry(ctx, entryId)).id),
  },
  TicketType: {
    waitingListOpen: (t) =>
      t.event.waitingListEnabled && t.event.status === 'PUBLISHED' && t.availability === 'SOLD_OUT',
  },
  Event: {
    waitingListPolicy: async (e, _, ctx) => {
      await eventForManagement(ctx, e.id);
      const policy = waitingListPolicyOf(e);
      return { ...policy, summary: waitingListPolicySummary(policy) };
    },
    waitingList: async (e, _, ctx) => withPositions(await waitingListOf(ctx, e.id)),
  },
  WaitingListEntry: {
    joinedAt: (entry) => entry.createdAt,
  },
};
