import { describe, expect, it } from 'vitest';
import { formatEventRange, instantToZoned, zonedToInstant } from './zoned-time.ts';

describe('times in the event’s zone', () => {
  it('turns wall-clock times into instants across daylight saving, and back', () => {
    expect(zonedToInstant('2031-03-30T01:30', 'Europe/London').toISOString()).toBe('2031-03-30T01:30:00.000Z');
    expect(zonedToInstant('2031-03-30T03:30', 'Europe/London').toISOString()).toBe('2031-03-30T02:30:00.000Z');
    expect(instantToZoned(new Date('2031-07-04T23:30:00Z'), 'America/New_York')).toBe('2031-07-04T19:30');
  });

  it('shows a one-day event as one date with both times, naming the zone', () => {
    const text = formatEventRange('2031-03-14T19:30:00Z', '2031-03-14T23:00:00Z', 'Europe/London', 'en-GB');
    expect(text).toBe('Fri, 14 Mar 2031, 19:30 – 23:00 GMT');
    const tokyo = formatEventRange('2031-03-14T10:00:00Z', '2031-03-15T10:00:00Z', 'Asia/Tokyo', 'en-GB');
    expect(tokyo).toMatch(/^Fri, 14 Mar 2031, 19:00 GMT\+9 – Sat, 15 Mar 2031, 19:00 GMT\+9$/);
  });
});
