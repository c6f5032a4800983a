import { describe, expect, it } from 'vitest';
import { eventTicketAvailability } from './ticket-availability.ts';

const now = new Date('2027-05-01T12:00:00Z');
const endsAt = new Date('2027-06-01T23:00:00Z');
const open = { salesStartAt: null, salesEndAt: null, capacity: 100, quantitySold: 3 };

describe('eventTicketAvailability', () => {
  // Guards: a cancelled event's types badged "On sale" because their own windows are still open.
  it('says Cancelled for every type of a cancelled event, whatever its window or stock', () => {
    expect(eventTicketAvailability(open, { status: 'CANCELLED', endsAt }, now)).toBe('CANCELLED');
    expect(eventTicketAvailability({ ...open, quantitySold: 100 }, { status: 'CANCELLED', endsAt }, now)).toBe(
      'CANCELLED',
    );
  });

  // Guards: an event ended early still "On sale" until its planned end.
  it('says sales ended for an event ended before its time', () => {
    expect(eventTicketAvailability(open, { status: 'ENDED', endsAt }, now)).toBe('SALES_ENDED');
  });

  it('follows the type’s own window and stock while the event is published or a draft', () => {
    expect(eventTicketAvailability(open, { status: 'PUBLISHED', endsAt }, now)).toBe('ON_SALE');
    expect(eventTicketAvailability({ ...open, quantitySold: 100 }, { status: 'DRAFT', endsAt }, now)).toBe('SOLD_OUT');
  });
});
