import { describe, expect, it } from 'vitest';
import type { QueuedScan } from './door-state.ts';
import { conflictNotice, differingAnswers, serverResult } from './upload-answers.ts';

/* The server's answers to an upload: which differ from what the door showed, and what the door is told. */

const answer = (nonce: string, outcome: 'ADMITTED' | 'ALREADY_CHECKED_IN', conflict = false) => ({
  nonce,
  outcome,
  reason: null,
  conflict,
  ticket: { id: 't', attendeeName: 'Ada Lovelace', ticketTypeName: 'Standing', doorNotes: ['T-shirt: M'] },
  firstCheckIn: conflict ? { at: '2026-06-01T19:00:00Z', deviceName: 'Door 2' } : null,
});

const shown = (nonce: string): QueuedScan => ({
  listId: 'l',
  code: 'A1.code',
  ticketId: null,
  kind: 'ENTRY',
  nonce,
  deviceId: 'd',
  deviceName: 'Door 1',
  scannedAt: '2026-06-01T19:05:00Z',
  shownOutcome: 'ADMITTED',
});

describe('upload answers', () => {
  it('finds the answers that differ from what was shown, and says who was let in first elsewhere', () => {
    const results = [answer('n1', 'ADMITTED'), answer('n2', 'ALREADY_CHECKED_IN', true)];
    const differing = differingAnswers([shown('n1'), shown('n2')], results);
    expect(differing.map((r) => r.nonce)).toEqual(['n2']);
    expect(serverResult(answer('n2', 'ALREADY_CHECKED_IN', true))).toEqual({
      nonce: 'n2',
      ticketId: 't',
      outcome: 'ALREADY_CHECKED_IN',
      reason: null,
      attendeeName: 'Ada Lovelace',
      ticketTypeName: 'Standing',
      notes: ['T-shirt: M'],
      first: { at: '2026-06-01T19:00:00Z', deviceName: 'Door 2' },
      offline: false,
    });
    expect(conflictNotice({ conflicts: 1, results })).toBe(
      '1 scan conflicted with another device: Ada Lovelace (first let in on Door 2). The first scan counts.',
    );
    expect(conflictNotice({ conflicts: 0, results })).toBeNull();
  });
});
