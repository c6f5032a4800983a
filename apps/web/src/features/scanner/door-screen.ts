import type { LastScan } from './door-record.ts';
import type { DoorResult } from './door-state.ts';

export type DoorFeedback = { result: DoorResult; frameAt: number | null; shownAt: number };

/** The admission Undo would take back: what taking it back restores, and whom it let in. */
export type Undoable = { last: LastScan; attendeeName: string | null };

/**
 * What the door shows: the scan on screen now, the last few, the admission Undo would take back (none: Undo is
 * disabled), and what the last Undo took back.
 */
export type DoorScreen = {
  feedback: DoorFeedback | null;
  recent: DoorResult[];
  undoable: Undoable | null;
  undone: string | null;
  /** The newest scan shown, should the server turn it into an admission (a ticket sold after the copy). */
  lastShown: LastScan | null;
};

export type DoorScreenAction =
  /** A scan decided here; `last` is what taking it back would restore. */
  | { type: 'shown'; feedback: DoorFeedback; last: LastScan }
  /** The server decided otherwise: its answer replaces the one shown. */
  | { type: 'answered'; result: DoorResult }
  | { type: 'takenBack'; nonce: string }
  | { type: 'dismissed' };

const RECENT = 5;

export const emptyScreen: DoorScreen = { feedback: null, recent: [], undoable: null, undone: null, lastShown: null };

const possessive = (name: string | null) => (name ? `${name}’s` : 'the last');

/** The Undo button's words: whose admission it takes back. */
export const undoLabel = (undoable: Undoable | null): string =>
  undoable ? `Undo ${possessive(undoable.attendeeName)} check-in` : 'Nothing to undo';

/**
 * Undo is for admissions only: a green scan becomes what Undo takes back; an amber or red one changed nothing, so
 * Undo still names the admission before it. An exit of that same ticket changed its state since: nothing to undo.
 */
function undoableAfter(undoable: Undoable | null, result: DoorResult, last: LastScan): Undoable | null {
  if (result.outcome === 'ADMITTED') return { last, attendeeName: result.attendeeName };
  if (result.outcome === 'EXITED' && last.key === undoable?.last.key) return null;
  return undoable;
}

export function reduceDoorScreen(screen: DoorScreen, action: DoorScreenAction): DoorScreen {
  switch (action.type) {
    case 'shown': {
      const { result } = action.feedback;
      const recent = [result, ...screen.recent.filter((r) => r.nonce !== result.nonce)].slice(0, RECENT);
      const undoable = undoableAfter(screen.undoable, result, action.last);
      return { feedback: action.feedback, recent, undoable, undone: null, lastShown: action.last };
    }
    case 'answered': {
      const { result } = action;
      const { feedback, undoable, lastShown } = screen;
      // The server did not let the ticket in after all (another device had): there is no admission to undo.
      const refused = undoable?.last.nonce === result.nonce && result.outcome !== 'ADMITTED';
      // The server let in what the device could not judge (sold after its copy): the newest admission now.
      const admitted = lastShown?.nonce === result.nonce && result.outcome === 'ADMITTED';
      return {
        ...screen,
        feedback: feedback && feedback.result.nonce === result.nonce ? { ...feedback, result } : feedback,
        recent: screen.recent.map((r) => (r.nonce === result.nonce ? result : r)),
        undoable: admitted ? { last: lastShown, attendeeName: result.attendeeName } : refused ? null : undoable,
      };
    }
    case 'takenBack': {
      const taken = screen.undoable?.last.nonce === action.nonce ? screen.undoable : null;
      return {
        ...screen,
        feedback: null,
        recent: screen.recent.filter((r) => r.nonce !== action.nonce),
        undoable: taken ? null : screen.undoable,
        undone: taken ? `Undid ${possessive(taken.attendeeName)} check-in.` : screen.undone,
      };
    }
    case 'dismissed':
      return { ...screen, feedback: null };
  }
}
