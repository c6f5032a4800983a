import { describe, expect, it } from 'vitest';
import { groupTicketsByEvent, ticketsStillToShow } from './group-tickets.ts';

const event = (id: string, startsAt: string, endsAt: string) => ({ id, startsAt, endsAt });
const now = new Date('2027-03-14T20:00:00Z');
const festival = event('festival', '2027-06-01T10:00:00Z', '2027-06-03T22:00:00Z');
const tonight = event('tonight', '2027-03-14T19:00:00Z', '2027-03-14T23:00:00Z');
const lastYear = event('last-year', '2026-03-01T19:00:00Z', '2026-03-01T23:00:00Z');
const lastWeek = event('last-week', '2027-03-07T19:00:00Z', '2027-03-07T23:00:00Z');

describe('groupTicketsByEvent', () => {
  it('puts each event’s tickets together, upcoming soonest first and past most recent first', () => {
    const tickets = [
      { id: 'a', event: festival },
      { id: 'b', event: lastYear },
      { id: 'c', event: tonight },
      { id: 'd', event: festival },
      { id: 'e', event: lastWeek },
    ];
    const { upcoming, past } = groupTicketsByEvent(tickets, now);
    expect(upcoming.map((g) => [g.event.id, g.tickets.map((t) => t.id)])).toEqual([
      ['tonight', ['c']],
      ['festival', ['a', 'd']],
    ]);
    expect(past.map((g) => g.event.id)).toEqual(['last-week', 'last-year']);
  });

  it('keeps an event that has started but not ended among the upcoming: its tickets are still needed', () => {
    const { upcoming, past } = groupTicketsByEvent([{ event: tonight }], now);
    expect(upcoming).toHaveLength(1);
    expect(past).toEqual([]);
  });

  it('moves an event to the past at its end', () => {
    const { upcoming, past } = groupTicketsByEvent([{ event: tonight }], new Date(tonight.endsAt));
    expect(upcoming).toEqual([]);
    expect(past).toHaveLength(1);
  });
});

describe('ticketsStillToShow', () => {
  it('is the tickets still admitting (valid or checked in) of events not yet over: the ones a buyer may need at a door, offline', () => {
    const tickets = [
      { id: 'tonight-valid', state: 'VALID' as const, event: tonight },
      { id: 'tonight-refunded', state: 'REFUNDED' as const, event: tonight },
      { id: 'festival', state: 'CHECKED_IN' as const, event: festival },
      { id: 'last-week', state: 'VALID' as const, event: lastWeek },
    ];
    expect(ticketsStillToShow(tickets, now)).toEqual(['tonight-valid', 'festival']);
  });
});
