import { useEffect, useState } from 'react';
import { savePass } from '../../lib/waiting-room-pass.ts';
import { challenge, join, myPlace, placeUpdates, RoomError, type Place } from './room-api.ts';

export type RoomView =
  { step: 'finding' } | { step: 'proving' } | { step: 'placed'; place: Place } | { step: 'failed'; message: string };

/** Answers the room's proof-of-work challenge with ALTCHA's solver (Web Crypto's SHA-256), loaded when needed. */
async function prove(eventId: string): Promise<string> {
  const [{ solveChallenge }, { deriveKey }] = await Promise.all([
    import('altcha-lib'),
    import('altcha-lib/algorithms/web/sha'),
  ]);
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

/**
 * The visitor's place: the one this browser has, or a new one after the proof of work; then each update the
 * server pushes, reconnecting when the connection drops. Through, the pass is kept for the event page.
 */
export function useWaitingPlace(eventId: string): RoomView {
  const [view, setView] = useState<RoomView>({ step: 'finding' });
  useEffect(() => {
    const stop = new AbortController();
    const show = (place: Place) => {
      if (place.admissionToken) savePass(eventId, place.admissionToken);
      setView({ step: 'placed', place });
    };
    void (async () => {
      try {
        let place = await myPlace(eventId);
        if (!place) {
          setView({ step: 'proving' });
          place = await join(eventId, await prove(eventId));
        }
        show(place);
        while (!stop.signal.aborted && place.state !== 'ADMITTED' && place.state !== 'PASS_EXPIRED') {
          for await (const next of placeUpdates(eventId, stop.signal)) if (next) show((place = next));
          if (!stop.signal.aborted) await new Promise((r) => setTimeout(r, 1_000));
        }
      } catch (error) {
        if (stop.signal.aborted) return;
        const message =
          error instanceof RoomError ? error.message : 'The waiting room could not be reached. Load the page again.';
        setView({ step: 'failed', message });
      }
    })();
    return () => stop.abort();
  }, [eventId]);
  return view;
}
