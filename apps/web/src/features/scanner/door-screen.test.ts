import { describe, expect, it } from 'vitest';
import { emptyScreen, reduceDoorScreen, type DoorScreen } from './door-screen.ts';
import type { DoorResult } from './door-state.ts';

const result = (nonce: string, outcome: DoorResult['outcome'] = 'ADMITTED'): DoorResult => ({
  nonce,
  outcome,
  reason: null,
  attendeeName: `Guest ${nonce}`,
  ticketTypeName: 'Standing',
  first: null,
  offline: true,
});

const show = (screen: DoorScreen, nonce: string) =>
  reduceDoorScreen(screen, { type: 'shown', feedback: { result: result(nonce), frameAt: null, shownAt: 1 } });

describe('what the door shows', () => {
  it('shows each scan and keeps the last five, newest first', () => {
    const screen = ['1', '2', '3', '4', '5', '6'].reduce(show, emptyScreen);
    expect(screen.feedback?.result.nonce).toBe('6');
    expect(screen.recent.map((r) => r.nonce)).toEqual(['6', '5', '4', '3', '2']);
    expect(reduceDoorScreen(screen, { type: 'dismissed' })).toEqual({ feedback: null, recent: screen.recent });
  });

  it('replaces what it showed with the server’s answer, on screen and in the list', () => {
    const screen = show(show(emptyScreen, '1'), '2');
    const server = { ...result('2', 'ALREADY_CHECKED_IN'), offline: false };
    const answered = reduceDoorScreen(screen, { type: 'answered', result: server });
    expect(answered.feedback?.result).toEqual(server);
    expect(answered.recent.map((r) => r.outcome)).toEqual(['ALREADY_CHECKED_IN', 'ADMITTED']);
    const older = reduceDoorScreen(screen, { type: 'answered', result: { ...result('1', 'REJECTED') } });
    expect(older.feedback).toBe(screen.feedback);
    expect(older.recent.map((r) => r.outcome)).toEqual(['ADMITTED', 'REJECTED']);
  });

  it('forgets a scan taken back', () => {
    const screen = reduceDoorScreen(show(show(emptyScreen, '1'), '2'), { type: 'takenBack', nonce: '2' });
    expect(screen).toEqual({ feedback: null, recent: [result('1')] });
  });
});
