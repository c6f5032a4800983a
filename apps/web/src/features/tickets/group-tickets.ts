import { ticketStateAdmits, type TicketState } from '@admit/shared';

/** What grouping needs of a ticket: its event's id, start and end. */
type GroupableTicket = { event: { id: string; startsAt: string; endsAt: string } };

export type EventGroup<T extends GroupableTicket> = { event: T['event']; tickets: T[] };

/**
 * My tickets, one group per event, split at `now` by the event's end: an event still on is upcoming (a ticket is
 * still needed at the door until the end). Upcoming events soonest first, past ones most recent first; tickets
 * keep the order the API gave them (the order's own).
 */
export function groupTicketsByEvent<T extends GroupableTicket>(
  tickets: readonly T[],
  now: Date,
): { upcoming: EventGroup<T>[]; past: EventGroup<T>[] } {
  const groups = new Map<string, EventGroup<T>>();
  for (const ticket of tickets) {
    const group = groups.get(ticket.event.id);
    if (group) group.tickets.push(ticket);
    else groups.set(ticket.event.id, { event: ticket.event, tickets: [ticket] });
  }
  const start = (g: EventGroup<T>) => new Date(g.event.startsAt).getTime();
  const all = [...groups.values()];
  return {
    upcoming: all.filter((g) => new Date(g.event.endsAt) > now).sort((a, b) => start(a) - start(b)),
    past: all.filter((g) => new Date(g.event.endsAt) <= now).sort((a, b) => start(b) - start(a)),
  };
}

/** The tickets still to be shown at a door: still admitting (valid, or checked in), for an event not yet over. */
export function ticketsStillToShow<T extends GroupableTicket & { id: string; state: TicketState }>(
  tickets: readonly T[],
  now: Date,
): string[] {
  return tickets.filter((t) => ticketStateAdmits(t.state) && new Date(t.event.endsAt) > now).map((t) => t.id);
}
