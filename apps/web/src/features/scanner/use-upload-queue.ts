import type { ApolloClient } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { ErrorCode, MAX_CHECK_IN_BATCH } from '@admit/shared';
import { useCallback, useEffect, useRef, type RefObject } from 'react';
import { apiErrorCode } from '../../lib/api-errors.ts';
import type { DoorRecordAction, LastScan } from './door-record.ts';
import type { DoorRecord, DoorResult, LocalState, QueuedScan } from './door-state.ts';
import { CheckInCountsQuery, UndoCheckInMutation, UploadCheckInsMutation } from './scanner-documents.ts';
import { conflictNotice, differingAnswers, serverResult } from './upload-answers.ts';

const RETRY_MS = 15_000;
const REFRESH_MS = 120_000;

type Options = {
  online: boolean;
  recordRef: RefObject<DoorRecord | null>;
  update: (action: DoorRecordAction) => void;
  download: () => Promise<void>;
  /** The server decided a scan otherwise than the door showed. */
  onAnswer: (result: DoorResult) => void;
  onNotice: (notice: string) => void;
  /** The last scan was taken back. */
  onTakenBack: (nonce: string) => void;
};

type Uploader = Omit<Options, 'online' | 'onTakenBack'> & {
  client: ApolloClient;
  /** The nonces of the batch being uploaded right now. */
  inFlight: RefObject<Set<string>>;
};

/** Uploads the queue, batch by batch, until it is empty; says whether anything was sent. */
async function uploadQueue(u: Uploader): Promise<boolean> {
  let sentAny = false;
  for (;;) {
    const batch = u.recordRef.current?.queue.slice(0, MAX_CHECK_IN_BATCH) ?? [];
    if (batch.length === 0) return sentAny;
    u.inFlight.current = new Set(batch.map((s) => s.nonce));
    const { data } = await u.client.mutate({ mutation: UploadCheckInsMutation, variables: { scans: batch } });
    sentAny = true;
    const upload = data?.uploadCheckIns;
    u.update({ type: 'uploaded', nonces: new Set(batch.map((s) => s.nonce)) });
    const differing = differingAnswers(batch, upload?.results ?? []);
    for (const r of differing) u.onAnswer(serverResult(r));
    const notice = upload ? conflictNotice(upload) : null;
    if (notice) u.onNotice(notice);
    // The server knows better than this device now: take its copy.
    if (differing.length > 0) await u.download().catch(() => undefined);
  }
}

/** Sends the undos of scans already uploaded; says whether anything was sent. */
async function sendUndos(u: Uploader): Promise<boolean> {
  const record = u.recordRef.current;
  const undos = record ? record.undos.map((nonce) => ({ eventId: record.copy.eventId, nonce })) : [];
  for (const variables of undos) {
    // A scan the server never recorded (its upload failed after it was undone here) has nothing to undo.
    await u.client.mutate({ mutation: UndoCheckInMutation, variables }).catch((error: unknown) => {
      if (apiErrorCode(error) !== ErrorCode.NOT_FOUND) throw error;
    });
    u.update({ type: 'undoSent', nonce: variables.nonce });
  }
  return undos.length > 0;
}

/**
 * The door's upload queue: each scan queued as it is decided, the queue uploaded whenever the network allows (by
 * nonce, so twice is harmless) and retried until it goes, then the undos; and taking an admission back.
 */
export function useUploadQueue(options: Options) {
  const { online, recordRef, update, download, onAnswer, onNotice, onTakenBack } = options;
  const client = useApolloClient();
  const flushing = useRef(false);
  const inFlight = useRef(new Set<string>());

  /** Uploads the queue, then the undos; what fails stays for the next try. */
  const flush = useCallback(async () => {
    if (flushing.current) return;
    flushing.current = true;
    const uploader = { client, recordRef, update, download, onAnswer, onNotice, inFlight };
    try {
      const uploaded = await uploadQueue(uploader);
      inFlight.current = new Set();
      const undone = await sendUndos(uploader);
      // What the server counts changed with what was sent: the counts shown are asked for again at once.
      if (uploaded || undone) void client.refetchQueries({ include: [CheckInCountsQuery] });
    } catch {
      // Offline after all, or the API away: the queue stays, and is sent again.
    } finally {
      flushing.current = false;
      inFlight.current = new Set();
    }
  }, [client, recordRef, update, download, onAnswer, onNotice]);

  // Back online: upload, then a fresh copy. While online: retry what is left, and refresh the copy now and then.
  useEffect(() => {
    if (!online) return;
    void flush().then(() => download().catch(() => undefined));
    const retry = setInterval(() => void flush(), RETRY_MS);
    const refresh = setInterval(() => {
      if ((recordRef.current?.queue.length ?? 0) === 0) void download().catch(() => undefined);
    }, REFRESH_MS);
    return () => {
      clearInterval(retry);
      clearInterval(refresh);
    };
  }, [online, flush, download, recordRef]);

  /** Queues a scan decided here, and sends it at once when the network is there. */
  const enqueue = useCallback(
    (scan: QueuedScan, key: string | null, state: LocalState | null) => {
      update({ type: 'scanned', scan, key, state });
      if (navigator.onLine) void flush();
    },
    [update, flush],
  );

  /** Takes an admission back: dropped from the queue if it never left, otherwise undone on the server. */
  const takeBack = useCallback(
    (last: LastScan) => {
      const current = recordRef.current;
      if (!current) return;
      // Still on the device: dropped from the queue. Sent, or being sent this moment: undone on the server too.
      const queued = current.queue.some((s) => s.nonce === last.nonce) && !inFlight.current.has(last.nonce);
      update({ type: 'takenBack', last, queued });
      onTakenBack(last.nonce);
      if (!queued && navigator.onLine) void flush();
    },
    [recordRef, update, onTakenBack, flush],
  );

  return { enqueue, takeBack };
}
