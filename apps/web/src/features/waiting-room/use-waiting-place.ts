import { useEffect, useState } from 'react';
import { savePass } from '../../lib/waiting-room-pass.ts';
import { challenge, join, myPlace, placeUpdates, RoomError, type Place } from './room-api.ts';

export type RoomView =
  | { step: 'finding' }
  | { step: 'proving' }
  | { step: 'placed'; place: Place }
  | { step: 'closed' }
  | { step: 'failed'; message: string };

/** Answers the room's proof-of-work challenge with ALTCHA's solver (Web Crypto's SHA-256), loaded when needed. */
async function prove(eventId: string): Promise<string> {
  const { solveChallenge, deriveKey } = await import('./proof-solver.ts');
  const parsed: unknown = JSON.parse(await challenge(eventId));
  // The challenge goes back to the server as it came, inside the proof; the server checks every part of it.
  const solution = await solveChallenge({
    challenge: parsed as Parameters<typeof solveChallenge>[0]['challenge'],
    deriveKey,
  });
  if (!solution)
    throw new RoomError('This phone could not answer the waiting room’s check in time. Load the page again.');
  return btoa(JSON.stringify({ challenge: parsed, solution }));
}

const done = (place: Place) => place.state === 'ADMITTED' || place.state === 'PASS_EXPIRED';
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Follows the place as the server pushes it until it is through, its pass ran out, or the room closed (null);
 * a dropped connection is tried again after 1, 2, 4… seconds (at most 30), so a crowd never hammers the server.
 */
async function follow(eventId: string, first: Place, show: (view: RoomView) => void, signal: AbortSignal) {
  let place = first;
  let wait = 1_000;
  while (!signal.aborted && !done(place)) {
    try {
      for await (const next of placeUpdates(eventId, signal)) {
        if (!next) return show({ step: 'closed' });
        place = next;
        show({ step: 'placed', place });
        wait = 1_000;
      }
    } catch (error) {
      if (signal.aborted) return;
      if (error instanceof RoomError && !error.message.startsWith('Lost touch')) throw error;
    }
    if (!done(place)) await pause(wait);
    wait = Math.min(wait * 2, 30_000);
  }
}

/**
 * The visitor's place: the one this browser has, or a new one after the proof of work; then each update the
 * server pushes. Through, the pass is kept for the event page. `rejoin` takes a new place when a pass ran out.
 */
export function useWaitingPlace(eventId: string): { view: RoomView; rejoin: () => void } {
  const [view, setView] = useState<RoomView>({ step: 'finding' });
  const [round, setRound] = useState(0);
  useEffect(() => {
    const stop = new AbortController();
    const show = (next: RoomView) => {
      if (next.step === 'placed' && next.place.admissionToken) savePass(eventId, next.place.admissionToken);
      if (!stop.signal.aborted) setView(next);
    };
    void (async () => {
      try {
        let place = await myPlace(eventId);
        if (!place || (round > 0 && place.state === 'PASS_EXPIRED')) {
          show({ step: 'proving' });
          place = await join(eventId, await prove(eventId));
        }
        show({ step: 'placed', place });
        await follow(eventId, place, show, stop.signal);
      } catch (error) {
        const message =
          error instanceof RoomError ? error.message : 'The waiting room could not be reached. Load the page again.';
        show({ step: 'failed', message });
      }
    })();
    return () => stop.abort();
  }, [eventId, round]);
  return { view, rejoin: () => setRound((r) => r + 1) };
}
