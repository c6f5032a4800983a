import { useApolloClient } from '@apollo/client/react';
import {
  createTicketVerifier,
  ErrorCode,
  MAX_CHECK_IN_BATCH,
  readTicketCode,
  type CheckInKind,
  type TicketVerifier,
} from '@admit/shared';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { apiErrorCode } from '../../lib/api-errors.ts';
import { doorStore } from '../../lib/door-storage.ts';
import { randomId, type DoorDevice } from './device.ts';
import {
  decideHere,
  indexCopy,
  stateKey,
  statesFromCopy,
  type DoorCopy,
  type DoorRecord,
  type DoorResult,
  type LocalState,
  type ScanSubject,
} from './door-state.ts';
import {
  CheckInCountsQuery,
  ScannerDataQuery,
  UndoCheckInMutation,
  UploadCheckInsMutation,
} from './scanner-documents.ts';

const store = doorStore<DoorRecord>();
const RETRY_MS = 15_000;
const REFRESH_MS = 120_000;

export type DoorFeedback = { result: DoorResult; frameAt: number | null; shownAt: number };

/** A copy fresh from the API, keeping what this device knows that the API has not heard yet (its queue). */
function withCopy(copy: DoorCopy, previous: DoorRecord | undefined): DoorRecord {
  const states = statesFromCopy(copy);
  const queue = previous?.queue ?? [];
  for (const scan of queue) {
    const old = scan.ticketId && previous?.states[stateKey(scan.listId, scan.ticketId)];
    if (old) states[stateKey(scan.listId, scan.ticketId ?? '')] = old;
  }
  return {
    eventSlug: copy.eventSlug,
    copy,
    states,
    queue,
    undos: previous?.undos ?? [],
    savedAt: new Date().toISOString(),
  };
}

/**
 * The door's working memory for one event: the offline copy (IndexedDB), each scan decided here at once and
 * queued, the queue uploaded whenever the network allows (by nonce, so twice is harmless), the server's answer
 * shown when it differs, and undo of the last scan.
 */
export function useDoor(eventSlug: string, device: DoorDevice, online: boolean) {
  const client = useApolloClient();
  const recordRef = useRef<DoorRecord | null>(null);
  const [record, setRecordState] = useState<DoorRecord | null>(null);
  const [loading, setLoading] = useState(true);
  const [loadError, setLoadError] = useState<unknown>(null);
  const [feedback, setFeedback] = useState<DoorFeedback | null>(null);
  const [recent, setRecent] = useState<DoorResult[]>([]);
  const [notice, setNotice] = useState<string | null>(null);
  const verifierRef = useRef<{ key: string; verify: Promise<TicketVerifier> } | null>(null);
  const lastScanRef = useRef<{ nonce: string; key: string | null; previous: LocalState | undefined } | null>(null);
  const flushing = useRef(false);
  /** The nonces of the batch being uploaded right now. */
  const inFlight = useRef(new Set<string>());

  const setRecord = useCallback((next: DoorRecord) => {
    recordRef.current = next;
    setRecordState(next);
    void store.put(next).catch(() => undefined);
  }, []);

  const download = useCallback(async () => {
    const { data } = await client.query({
      query: ScannerDataQuery,
      // Named, so the server knows what this device has seen (it dates no later scan before this copy).
      variables: { eventSlug, deviceId: device.id },
      fetchPolicy: 'network-only',
    });
    if (data) setRecord(withCopy(data.scannerData, recordRef.current ?? (await store.get(eventSlug))));
  }, [client, eventSlug, device.id, setRecord]);

  // The stored copy first (it works offline), then a fresh one when the network allows.
  useEffect(() => {
    let cancelled = false;
    void (async () => {
      const saved = await store.get(eventSlug).catch(() => undefined);
      if (cancelled) return;
      if (saved) {
        recordRef.current = saved;
        setRecordState(saved);
      }
      try {
        if (navigator.onLine) await download();
      } catch (error) {
        if (!saved) setLoadError(error);
      } finally {
        if (!cancelled) setLoading(false);
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [eventSlug, download]);

  const index = useMemo(() => (record ? indexCopy(record.copy) : null), [record?.copy]); // eslint-disable-line react-hooks/exhaustive-deps

  const show = useCallback((result: DoorResult, frameAt: number | null) => {
    setFeedback({ result, frameAt, shownAt: performance.now() });
    setRecent((list) => [result, ...list.filter((r) => r.nonce !== result.nonce)].slice(0, 5));
  }, []);

  /** Uploads the queue, then the undos; what fails stays for the next try. */
  const flush = useCallback(async () => {
    if (flushing.current) return;
    flushing.current = true;
    let sentAny = false;
    try {
      for (;;) {
        const current = recordRef.current;
        const batch = current?.queue.slice(0, MAX_CHECK_IN_BATCH) ?? [];
        if (!current || batch.length === 0) break;
        inFlight.current = new Set(batch.map((s) => s.nonce));
        const { data } = await client.mutate({ mutation: UploadCheckInsMutation, variables: { scans: batch } });
        sentAny = true;
        const results = data?.uploadCheckIns.results ?? [];
        const sent = new Set(batch.map((s) => s.nonce));
        const latest = recordRef.current ?? current;
        setRecord({ ...latest, queue: latest.queue.filter((s) => !sent.has(s.nonce)) });
        const differing = results.filter((r) => {
          const shown = batch.find((s) => s.nonce === r.nonce)?.shownOutcome;
          return shown !== r.outcome || r.conflict;
        });
        for (const r of differing) {
          const server: DoorResult = {
            nonce: r.nonce,
            outcome: r.outcome,
            reason: r.reason ?? null,
            attendeeName: r.ticket?.attendeeName ?? null,
            ticketTypeName: r.ticket?.ticketTypeName ?? null,
            first: r.firstCheckIn ? { at: String(r.firstCheckIn.at), deviceName: r.firstCheckIn.deviceName } : null,
            offline: false,
          };
          setRecent((list) => list.map((x) => (x.nonce === r.nonce ? server : x)));
          setFeedback((f) => (f && f.result.nonce === r.nonce ? { ...f, result: server } : f));
        }
        const conflicts = data?.uploadCheckIns.conflicts ?? 0;
        if (conflicts > 0) {
          const names = results
            .filter((r) => r.conflict)
            .map(
              (r) =>
                `${r.ticket?.attendeeName ?? 'A ticket'}${r.firstCheckIn ? ` (first let in on ${r.firstCheckIn.deviceName})` : ''}`,
            );
          setNotice(
            `${conflicts} ${conflicts === 1 ? 'scan' : 'scans'} conflicted with another device: ${names.join(', ')}. The first scan counts.`,
          );
        }
        // The server knows better than this device now: take its copy.
        if (differing.length > 0) await download().catch(() => undefined);
      }
      inFlight.current = new Set();
      const undoing = recordRef.current;
      const undos = undoing ? undoing.undos.map((nonce) => ({ eventId: undoing.copy.eventId, nonce })) : [];
      for (const variables of undos) {
        const { nonce } = variables;
        // A scan the server never recorded (its upload failed after it was undone here) has nothing to undo.
        await client.mutate({ mutation: UndoCheckInMutation, variables }).catch((error: unknown) => {
          if (apiErrorCode(error) !== ErrorCode.NOT_FOUND) throw error;
        });
        sentAny = true;
        const latest = recordRef.current;
        if (latest) setRecord({ ...latest, undos: latest.undos.filter((n) => n !== nonce) });
      }
      // What the server counts changed with what was sent: the counts shown are asked for again at once.
      if (sentAny) void client.refetchQueries({ include: [CheckInCountsQuery] });
    } catch {
      // Offline after all, or the API away: the queue stays, and is sent again.
    } finally {
      flushing.current = false;
      inFlight.current = new Set();
    }
  }, [client, download, setRecord]);

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
  }, [online, flush, download]);

  const verifierFor = (copy: DoorCopy) => {
    if (verifierRef.current?.key !== copy.publicKey) {
      verifierRef.current = { key: copy.publicKey, verify: createTicketVerifier(copy.publicKey) };
    }
    return verifierRef.current.verify;
  };

  /** A scan: a code read by the camera, a wedge or typed in, or a guest found by name (their ticket id). */
  const scan = useCallback(
    async (
      listId: string,
      what: { code: string } | { ticketId: string },
      options: { kind?: CheckInKind; frameAt?: number | null } = {},
    ): Promise<DoorResult | null> => {
      const current = recordRef.current;
      const list = current?.copy.lists.find((l) => l.id === listId);
      if (!current || !list || !index) return null;
      let subject: ScanSubject;
      if ('code' in what) {
        const read = await readTicketCode(await verifierFor(current.copy), current.copy.eventId, what.code);
        subject =
          'rejection' in read
            ? read
            : {
                ticketId: read.payload.ticketId,
                ticketTypeId: read.payload.ticketTypeId,
                codeVersion: read.payload.version,
              };
      } else {
        const ticket = index.tickets.get(what.ticketId);
        subject = ticket
          ? { ticketId: ticket.id, ticketTypeId: ticket.ticketTypeId, codeVersion: null }
          : { rejection: 'UNKNOWN_TICKET' };
      }
      const at = new Date();
      const nonce = randomId();
      const kind = options.kind ?? 'ENTRY';
      const latest = recordRef.current ?? current;
      const { result, state } = decideHere(index, latest.states, list, subject, {
        nonce,
        kind,
        at,
        deviceName: device.name,
      });
      show(result, options.frameAt ?? null);
      const key = 'ticketId' in subject ? stateKey(list.id, subject.ticketId) : null;
      lastScanRef.current = { nonce, key, previous: key ? latest.states[key] : undefined };
      setRecord({
        ...latest,
        states: key && state ? { ...latest.states, [key]: state } : latest.states,
        queue: [
          ...latest.queue,
          {
            listId,
            code: 'code' in what ? what.code : null,
            ticketId: 'ticketId' in what ? what.ticketId : null,
            kind,
            nonce,
            deviceId: device.id,
            deviceName: device.name,
            scannedAt: at.toISOString(),
            shownOutcome: result.outcome,
          },
        ],
      });
      if (navigator.onLine) void flush();
      return result;
    },
    [index, device, show, setRecord, flush],
  );

  /** Takes the last scan back: dropped from the queue if it never left, otherwise undone on the server. */
  const undoLast = useCallback(() => {
    const last = lastScanRef.current;
    const current = recordRef.current;
    if (!last || !current) return;
    lastScanRef.current = null;
    // Still on the device: dropped from the queue. Sent, or being sent this moment: undone on the server too.
    const queued = current.queue.some((s) => s.nonce === last.nonce) && !inFlight.current.has(last.nonce);
    const key = last.key;
    const others = Object.fromEntries(Object.entries(current.states).filter(([k]) => k !== key));
    const states = key && last.previous ? { ...others, [key]: last.previous } : others;
    setRecord({
      ...current,
      states,
      queue: current.queue.filter((s) => s.nonce !== last.nonce),
      undos: queued ? current.undos : [...current.undos, last.nonce],
    });
    setRecent((list) => list.filter((r) => r.nonce !== last.nonce));
    setFeedback(null);
    if (!queued && navigator.onLine) void flush();
  }, [setRecord, flush]);

  return {
    record,
    loading,
    loadError,
    feedback,
    dismiss: () => setFeedback(null),
    recent,
    notice,
    clearNotice: () => setNotice(null),
    scan,
    undoLast,
  };
}
