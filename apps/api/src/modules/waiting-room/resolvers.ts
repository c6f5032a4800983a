import { instantToZoned } from '@admit/shared';
import type { Resolvers } from '../../graphql/generated/resolvers.ts';
import { untilClosed } from '../../graphql/live-feed.ts';
import { joinedPlace, myWaitingPlace } from './admission.ts';
import { waitingRoomChallenge } from './joining.ts';
import { waitingPlaceChanges } from './live.ts';
import type { PlaceView } from './place-view.ts';
import { configureWaitingRoom, managedWaitingRoom, publicWaitingRoom } from './service.ts';

// Thin: arguments to a service call, the result to the schema. The services check every role.
export const waitingRoomResolvers: Resolvers = {
  Query: {
    waitingRoomChallenge: (_, { eventId }, ctx) => waitingRoomChallenge(ctx, eventId),
    myWaitingPlace: (_, { eventId }, ctx) => myWaitingPlace(ctx, eventId),
  },
  Mutation: {
    joinWaitingRoom: (_, { eventId, proof }, ctx) => joinedPlace(ctx, eventId, proof),
    configureWaitingRoom: (_, { eventId, input }, ctx) => configureWaitingRoom(ctx, eventId, input),
  },
  Subscription: {
    waitingPlaceChanged: {
      subscribe: (_, { eventId }, ctx) =>
        untilClosed(
          (signal) => waitingPlaceChanges(ctx, eventId, signal),
          (place: PlaceView | null) => ({ waitingPlaceChanged: place }),
        ),
    },
  },
  Event: {
    waitingRoom: (e, _, ctx) => publicWaitingRoom(ctx, e),
    managedWaitingRoom: (e, _, ctx) => managedWaitingRoom(ctx, e.id),
  },
  WaitingRoom: {
    opensAtLocal: (r) => instantToZoned(r.opensAt, r.event.timeZone),
  },
};
