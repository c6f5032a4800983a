import { doorNotesOf } from './door-notes.ts';
import type { Context } from '../../graphql/context.ts';
import type { Resolvers } from '../../graphql/generated/resolvers.ts';
import * as attendees from './attendees.ts';
import * as checkin from './service.ts';

async function eventOf(ctx: Context, id: string) {
  const event = await ctx.loaders.eventById.load(id);
  if (!event) throw new Error(`check-in list of a missing event ${id}`);
  return event;
}

// Thin: arguments to a service call, the result to the schema. The services check every role.
export const checkInResolvers: Resolvers = {
  Query: {
    scannableEvents: (_, __, ctx) => checkin.scannableEvents(ctx),
    scannerData: (_, { eventSlug, deviceId }, ctx) => checkin.scannerData(ctx, eventSlug, deviceId),
    checkInCounts: (_, { listId }, ctx) => checkin.checkInCounts(ctx, listId),
    checkInConflicts: (_, { eventId }, ctx) => checkin.conflictsOfEvent(ctx, eventId),
    eventAttendees: (_, { eventId, filter }, ctx) => attendees.searchEventAttendees(ctx, eventId, filter),
  },
  Mutation: {
    checkIn: (_, { input }, ctx) => checkin.checkIn(ctx, input),
    uploadCheckIns: (_, { scans }, ctx) => checkin.uploadCheckIns(ctx, scans),
    undoCheckIn: (_, { eventId, nonce }, ctx) => checkin.undoCheckIn(ctx, eventId, nonce),
    createCheckInList: (_, { eventId, input }, ctx) => checkin.createList(ctx, eventId, input),
    updateCheckInList: (_, { id, input }, ctx) => checkin.updateList(ctx, id, input),
    deleteCheckInList: (_, { id }, ctx) => checkin.deleteList(ctx, id),
    checkInAttendee: (_, { input }, ctx) => attendees.checkInAttendee(ctx, input),
    undoAttendeeCheckIn: (_, { ticketId, listId }, ctx) => attendees.undoAttendeeCheckIn(ctx, ticketId, listId),
  },
  CheckInList: {
    allTicketTypes: (l) => l.ticketTypeIds.length === 0,
    opensAt: async (l, _, ctx) => checkin.windowOf(l, await eventOf(ctx, l.eventId)).opensAt,
    closesAt: async (l, _, ctx) => checkin.windowOf(l, await eventOf(ctx, l.eventId)).closesAt,
    counts: (l, _, ctx) => checkin.countsOf(ctx, l),
  },
  CheckInTicket: {
    ticketTypeName: async (t, _, ctx) => (await ctx.loaders.ticketTypeById.load(t.ticketTypeId))?.name ?? 'Ticket',
    doorNotes: async (t, _, ctx) => (await doorNotesOf(ctx.db, { ticketIds: [t.id] })).get(t.id) ?? [],
  },
  ScannerData: {
    eventId: (d) => d.event.id,
    eventSlug: (d) => d.event.slug,
    eventTitle: (d) => d.event.title,
    startsAt: (d) => d.event.startsAt,
    endsAt: (d) => d.event.endsAt,
    timeZone: (d) => d.event.timeZone,
  },
  ScannableEvent: {
    organizationName: async (e, _, ctx) => (await ctx.loaders.organization.load(e.organizationId))?.name ?? '',
  },
  Ticket: {
    checkedInAt: (t, _, ctx) => ctx.loaders.ticketCheckedInAt.load(t.id),
    state: async (t, _, ctx) => {
      const [event, orderStatus, checkedInAt] = await Promise.all([
        ctx.loaders.eventById.load(t.eventId),
        ctx.loaders.orderStatus.load(t.orderId),
        ctx.loaders.ticketCheckedInAt.load(t.id),
      ]);
      return checkin.stateOfTicket(t, event, orderStatus, checkedInAt);
    },
  },
  Event: {
    checkInLists: (e, _, ctx) => checkin.listsOfEvent(ctx, e.id),
  },
};
