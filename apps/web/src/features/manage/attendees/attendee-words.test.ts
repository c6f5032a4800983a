import { describe, expect, it } from 'vitest';
import { checkInWords, totalWords } from './attendee-words.ts';

describe('what the attendee list says after a check-in by hand', () => {
  it('names who was let in, who was in already (when and where), and why a ticket was refused', () => {
    expect(checkInWords('Ana Ruiz', 'Entrance', { outcome: 'ADMITTED' }, 'Etc/UTC')).toBe(
      'Ana Ruiz is checked in on Entrance.',
    );
    const already = {
      outcome: 'ALREADY_CHECKED_IN' as const,
      firstCheckIn: { at: '2026-11-26T19:02:00Z', deviceName: 'Door 2' },
    };
    expect(checkInWords('Ana Ruiz', 'Entrance', already, 'Etc/UTC')).toMatch(
      /^Ana Ruiz was already checked in at .*(7:02|19:02).* on Door 2\.$/,
    );
    expect(checkInWords('Ana Ruiz', 'Entrance', { outcome: 'REJECTED', reason: 'REFUNDED' }, 'Etc/UTC')).toBe(
      'Ana Ruiz was not checked in: Refunded.',
    );
  });

  it('counts attendees, marking a capped count', () => {
    expect(totalWords(1, true)).toBe('1 attendee');
    expect(totalWords(240, true)).toBe('240 attendees');
    expect(totalWords(10_000, false)).toBe('10,000+ attendees');
  });
});
