import { useEffect } from 'react';
import { noteHold } from '../../lib/hold-store.ts';

/**
 * Keeps this browser's note of the hold in step with the API's latest answer: its event, and how long it has
 * left (none once it is paid, let go or over). The event page offers to continue it from that note, and sign-in
 * shows its countdown.
 */
export function useNoteHold(
  orderId: string,
  order: { status: string; holdSecondsLeft: number; event: { id: string } } | undefined,
): void {
  const eventId = order?.event.id;
  const secondsLeft = order?.status === 'RESERVED' ? order.holdSecondsLeft : 0;
  useEffect(() => {
    if (eventId) noteHold(orderId, { eventId, secondsLeft });
  }, [orderId, eventId, secondsLeft]);
}
