import { describe, expect, it } from 'vitest';
import type { LastScan } from './door-record.ts';
import { emptyScreen, reduceDoorScreen, undoLabel, type DoorScreen } from './door-screen.ts';
import type { DoorResult } from './door-state.ts';

const NAMES: Record<string, string> = { '1': 'Ada Lovelace', '2': 'Alan Turing' };

const result = (nonce: string, outcome: DoorResult['outcome'] = 'ADMITTED'): DoorResult => ({
  nonce,
  ticketId: `t${nonce}`,
  outcome,
  reason: outcome === 'REJECTED' ? 'WRONG_EVENT' : null,
  attendeeName: NAMES[nonce] ?? `Guest ${nonce}`,
  ticketTypeName: 'Standing',
  notes: [],
  first: null,
  offline: true,
});

const lastOf = (nonce: string): LastScan => ({ nonce, key: `list:t${nonce}`, previous: undefined });

const show = (screen: DoorScreen, nonce: string, outcome: DoorResult['outcome'] = 'ADMITTED') =>
  reduceDoorScreen(screen, {
    type: 'shown',
    feedback: { result: result(nonce, outcome), frameAt: null, shownAt: 1 },
    last: lastOf(nonce),
  });

describe('what the door shows', () => {
  it('shows each scan and keeps the last five, newest first', () => {
    const screen = ['1', '2', '3', '4', '5', '6'].reduce((s, n) => show(s, n), emptyScreen);
    expect(screen.feedback?.result.nonce).toBe('6');
    expect(screen.recent.map((r) => r.nonce)).toEqual(['6', '5', '4', '3', '2']);
    expect(reduceDoorScreen(screen, { type: 'dismissed' })).toEqual({ ...screen, feedback: null });
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
});

describe('undo', () => {
  // Guards: with nothing let in, Undo must not be offered.
  it('has nothing to undo before an admission', () => {
    expect(emptyScreen.undoable).toBeNull();
    expect(undoLabel(emptyScreen.undoable)).toBe('Nothing to undo');
    const refused = show(show(emptyScreen, '3', 'REJECTED'), '4', 'ALREADY_CHECKED_IN');
    expect(refused.undoable).toBeNull();
  });

  // Guards: Undo quietly "undid" a red wrong-event scan; it takes back the last admission, named.
  it('names the last admission, past any red or amber scan after it', () => {
    const admitted = show(emptyScreen, '1');
    expect(undoLabel(admitted.undoable)).toBe('Undo Ada Lovelace’s check-in');
    const afterRed = show(admitted, '3', 'REJECTED');
    expect(afterRed.undoable?.last).toEqual(lastOf('1'));
    expect(undoLabel(afterRed.undoable)).toBe('Undo Ada Lovelace’s check-in');
    expect(undoLabel(show(afterRed, '2').undoable)).toBe('Undo Alan Turing’s check-in');
  });

  it('says what it undid, and has nothing left to undo', () => {
    const screen = show(show(emptyScreen, '1'), '3', 'REJECTED');
    const undone = reduceDoorScreen(screen, { type: 'takenBack', nonce: '1' });
    expect(undone.undone).toBe('Undid Ada Lovelace’s check-in.');
    expect(undone.undoable).toBeNull();
    expect(undone.recent.map((r) => r.nonce)).toEqual(['3']);
    expect(undone.feedback).toBeNull();
    // The next scan clears the message.
    expect(show(undone, '4', 'REJECTED').undone).toBeNull();
  });

  // Guards: a short code of a ticket sold after the door's copy is red on the device, then let in by the server.
  it('offers to undo what the server let in when the device could not tell', () => {
    const unknown = show(emptyScreen, '2', 'REJECTED');
    expect(unknown.undoable).toBeNull();
    const letIn = reduceDoorScreen(unknown, { type: 'answered', result: { ...result('2'), offline: false } });
    expect(letIn.undoable?.last).toEqual(lastOf('2'));
    expect(undoLabel(letIn.undoable)).toBe('Undo Alan Turing’s check-in');
    // An older scan's answer does not take its place.
    const later = show(unknown, '3', 'REJECTED');
    expect(reduceDoorScreen(later, { type: 'answered', result: result('2') }).undoable).toBeNull();
  });

  it('forgets an admission the server refused, or the same ticket’s exit since', () => {
    const screen = show(emptyScreen, '1');
    const refused = reduceDoorScreen(screen, { type: 'answered', result: result('1', 'ALREADY_CHECKED_IN') });
    expect(refused.undoable).toBeNull();
    expect(show(screen, '1', 'EXITED').undoable).toBeNull();
    expect(show(screen, '2', 'EXITED').undoable?.last).toEqual(lastOf('1'));
  });
});
