import type { DoorResult } from './door-state.ts';

export type DoorFeedback = { result: DoorResult; frameAt: number | null; shownAt: number };

/** What the door shows: the scan on screen now, and the last few. */
export type DoorScreen = { feedback: DoorFeedback | null; recent: DoorResult[] };

export type DoorScreenAction =
  | { type: 'shown'; feedback: DoorFeedback }
  /** The server decided otherwise: its answer replaces the one shown. */
  | { type: 'answered'; result: DoorResult }
  | { type: 'takenBack'; nonce: string }
  | { type: 'dismissed' };

const RECENT = 5;

export const emptyScreen: DoorScreen = { feedback: null, recent: [] };

export function reduceDoorScreen(screen: DoorScreen, action: DoorScreenAction): DoorScreen {
  switch (action.type) {
    case 'shown': {
      const { result } = action.feedback;
      const recent = [result, ...screen.recent.filter((r) => r.nonce !== result.nonce)].slice(0, RECENT);
      return { feedback: action.feedback, recent };
    }
    case 'answered': {
      const { result } = action;
      const { feedback } = screen;
      return {
        feedback: feedback && feedback.result.nonce === result.nonce ? { ...feedback, result } : feedback,
        recent: screen.recent.map((r) => (r.nonce === result.nonce ? result : r)),
      };
    }
    case 'takenBack':
      return { feedback: null, recent: screen.recent.filter((r) => r.nonce !== action.nonce) };
    case 'dismissed':
      return { ...screen, feedback: null };
  }
}
