import { useApolloClient } from '@apollo/client/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { doorStore } from '../../lib/door-storage.ts';
import { reduceDoorRecord, withCopy, type DoorRecordAction } from './door-record.ts';
import { doorRecordSchema } from './door-record-schema.ts';
import type { DoorRecord } from './door-state.ts';
import { ScannerDataQuery } from './scanner-documents.ts';

const store = doorStore(doorRecordSchema);

/**
 * The door's offline copy of one event, kept in IndexedDB: the stored one first (it works offline), then a fresh
 * one from the API when the network allows. `recordRef` is the latest record at once, for the upload loop.
 */
export function useDoorCopy(eventSlug: string, deviceId: string) {
  const client = useApolloClient();
  const recordRef = useRef<DoorRecord | null>(null);
  const [record, setRecordState] = useState<DoorRecord | null>(null);
  const [loading, setLoading] = useState(true);
  const [loadError, setLoadError] = useState<unknown>(null);

  const setRecord = useCallback((next: DoorRecord) => {
    recordRef.current = next;
    setRecordState(next);
    void store.put(next).catch(() => undefined);
  }, []);

  /** A step on the record as it is now; nothing before there is one. */
  const update = useCallback(
    (action: DoorRecordAction) => {
      if (recordRef.current) setRecord(reduceDoorRecord(recordRef.current, action));
    },
    [setRecord],
  );

  const download = useCallback(async () => {
    const { data } = await client.query({
      query: ScannerDataQuery,
      // Named, so the server knows what this device has seen (it dates no later scan before this copy).
      variables: { eventSlug, deviceId },
      fetchPolicy: 'network-only',
    });
    if (!data) return;
    const previous = recordRef.current ?? (await store.get(eventSlug));
    setRecord(withCopy(data.scannerData, previous, new Date().toISOString()));
  }, [client, eventSlug, deviceId, setRecord]);

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

  return { record, recordRef, loading, loadError, update, download };
}
