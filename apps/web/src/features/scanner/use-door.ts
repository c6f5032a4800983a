import type { CheckInKind } from '@admit/shared';
import { useCallback, useMemo, useReducer, useState } from 'react';
import { randomId, type DoorDevice } from './device.ts';
import { emptyScreen, reduceDoorScreen } from './door-screen.ts';
import { decideHere, indexCopy, stateKey, type DoorResult } from './door-state.ts';
import { useDoorCopy } from './use-door-copy.ts';
import { useScanSubject, type ScanInput } from './use-scan-subject.ts';
import { useUploadQueue } from './use-upload-queue.ts';

/**
 * The door's working memory for one event: the offline copy (IndexedDB), each scan decided here at once and
 * queued, the queue uploaded whenever the network allows, the server's answer shown when it differs, and undo of
 * the last admission.
 */
export function useDoor(eventSlug: string, device: DoorDevice, online: boolean) {
  const { record, recordRef, loading, loadError, update, download } = useDoorCopy(eventSlug, device.id);
  const [screen, dispatch] = useReducer(reduceDoorScreen, emptyScreen);
  const [notice, setNotice] = useState<string | null>(null);
  const onAnswer = useCallback((result: DoorResult) => dispatch({ type: 'answered', result }), []);
  const onTakenBack = useCallback((nonce: string) => dispatch({ type: 'takenBack', nonce }), []);
  const queue = useUploadQueue({ online, recordRef, update, download, onAnswer, onNotice: setNotice, onTakenBack });
  const subjectOf = useScanSubject();
  const copy = record?.copy;
  const index = useMemo(() => (copy ? indexCopy(copy) : null), [copy]);
  const { enqueue } = queue;

  /** A scan: a code read by the camera, a wedge or typed in, or a guest found by name (their ticket id). */
  const scan = useCallback(
    async (
      listId: string,
      what: ScanInput,
      options: { kind?: CheckInKind; frameAt?: number | null } = {},
    ): Promise<DoorResult | null> => {
      const current = recordRef.current;
      const list = current?.copy.lists.find((l) => l.id === listId);
      if (!current || !list || !index) return null;
      const subject = await subjectOf(what, current.copy, index);
      const at = new Date();
      const nonce = randomId();
      const kind = options.kind ?? 'ENTRY';
      const latest = recordRef.current ?? current;
      const decided = decideHere(index, latest.states, list, subject, { nonce, kind, at, deviceName: device.name });
      const { result } = decided;
      const key = 'ticketId' in subject ? stateKey(list.id, subject.ticketId) : null;
      // What taking this scan back restores: the ticket's state on the list before it.
      const last = { nonce, key, previous: key ? latest.states[key] : undefined };
      const feedback = { result, frameAt: options.frameAt ?? null, shownAt: performance.now() };
      dispatch({ type: 'shown', feedback, last });
      const queued = {
        listId,
        code: 'code' in what ? what.code : null,
        ticketId: 'ticketId' in what ? what.ticketId : null,
        kind,
        nonce,
        deviceId: device.id,
        deviceName: device.name,
        scannedAt: at.toISOString(),
        shownOutcome: result.outcome,
      };
      enqueue(queued, key, decided.state);
      return result;
    },
    [recordRef, index, subjectOf, device, enqueue],
  );

  return {
    record,
    index,
    loading,
    loadError,
    feedback: screen.feedback,
    dismiss: () => dispatch({ type: 'dismissed' }),
    recent: screen.recent,
    /** The admission Undo takes back (null: nothing to undo), and what the last Undo took back. */
    undoable: screen.undoable,
    undone: screen.undone,
    notice,
    clearNotice: () => setNotice(null),
    scan,
    undo: () => {
      if (screen.undoable) queue.takeBack(screen.undoable.last);
    },
  };
}
