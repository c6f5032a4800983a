import { MAX_ATTENDEE_RESULTS } from '@admit/shared';
import { describe, expect, it } from 'vitest';
import { createWedgeBuffer } from './keyboard-wedge.ts';
import { searchAttendees } from './name-search.ts';
import { createSameCodeGate } from './same-code-gate.ts';

describe('the same-code gate', () => {
  it('scans a code held in view once, and again after it was away', () => {
    const gate = createSameCodeGate(1000);
    expect(gate.admit('A1.x', 0)).toBe(true);
    // Frame after frame, for three seconds: ignored.
    for (let t = 100; t <= 3000; t += 100) expect(gate.admit('A1.x', t)).toBe(false);
    // Away for more than a second, then shown again.
    expect(gate.admit('A1.x', 4200)).toBe(true);
    // Another code at once.
    expect(gate.admit('A1.y', 4300)).toBe(true);
    expect(gate.admit('A1.x', 4400)).toBe(true);
  });
});

describe('the keyboard wedge', () => {
  it('hands over a code typed fast and ended with Enter, and ignores a person typing', () => {
    const wedge = createWedgeBuffer(50, 8);
    const type = (text: string, start: number, gap: number) =>
      [...text, 'Enter'].map((k, i) => wedge.key(k, start + i * gap)).filter(Boolean);
    expect(type('A1.abcdefgh', 0, 5)).toEqual(['A1.abcdefgh']);
    expect(type('A1.abcdefgh', 10_000, 120)).toEqual([]);
    expect(type('short', 20_000, 5)).toEqual([]);
  });
});

describe('finding a guest by name', () => {
  const tickets = [
    { id: '1', attendeeName: 'Zoë Ångström' },
    { id: '2', attendeeName: 'Zoe Adams' },
    { id: '3', attendeeName: 'Bob Stone' },
  ];
  it('needs three letters, ignores accents and case, and caps the answers', () => {
    expect(searchAttendees(tickets, 'zo')).toEqual([]);
    expect(searchAttendees(tickets, 'ZOE').map((t) => t.id)).toEqual(['1', '2']);
    expect(searchAttendees(tickets, 'angst').map((t) => t.id)).toEqual(['1']);
    const crowd = Array.from({ length: 40 }, (_, i) => ({ id: String(i), attendeeName: `Sam Smith ${i}` }));
    expect(searchAttendees(crowd, 'smith')).toHaveLength(MAX_ATTENDEE_RESULTS);
  });
});
