import { instantToZoned, ticketAvailability } from '@admit/shared';
import type { Context } from '../../graphql/context.ts';
import { viewerCan } from '../organizations/access.ts';
import * as ticketTypes from './service.ts';
import type { TicketTypeView } from './service.ts';

/** Stock and unlock codes are the team's business; others get null. */
const forManagers =
  <K extends 'capacity' | 'quantitySold' | 'unlockCode'>(key: K) =>
  async (t: TicketTypeView, _: unknown, ctx: Context): Promise<TicketTypeView[K] | null> =>
    (await viewerCan(ctx, t.event.organizationId, 'events.manage')) ? t[key] : null;

// Thin: each resolver delegates to the service, which checks the role.
export const ticketTypeResolvers = {
  Mutation: {
    createTicketType: (_: unknown, a: { eventId: string; input: unknown }, ctx: Context) =>
      ticketTypes.createTicketType(ctx, a.eventId, a.input),
    updateTicketType: (_: unknown, a: { id: string; input: unknown }, ctx: Context) =>
      ticketTypes.updateTicketType(ctx, a.id, a.input),
    deleteTicketType: (_: unknown, { id }: { id: string }, ctx: Context) => ticketTypes.deleteTicketType(ctx, id),
  },
  TicketType: {
    availability: (t: TicketTypeView) => ticketAvailability(t, t.event.endsAt, new Date()),
    salesStartAt: (t: TicketTypeView) => t.salesStartAt?.toISOString() ?? null,
    salesEndAt: (t: TicketTypeView) => t.salesEndAt?.toISOString() ?? null,
    salesStartAtLocal: (t: TicketTypeView) =>
      t.salesStartAt ? instantToZoned(t.salesStartAt, t.event.timeZone) : null,
    salesEndAtLocal: (t: TicketTypeView) => (t.salesEndAt ? instantToZoned(t.salesEndAt, t.event.timeZone) : null),
    capacity: forManagers('capacity'),
    quantitySold: forManagers('quantitySold'),
    unlockCode: forManagers('unlockCode'),
  },
};
