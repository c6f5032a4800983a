import { createTicketVerifier, readTicketCode, type TicketVerifier } from '@admit/shared';
import { useCallback, useRef } from 'react';
import { subjectInCopy, subjectOfTyped, type DoorCopy, type DoorIndex, type ScanSubject } from './door-state.ts';

/** What was scanned: a code read by the camera, a wedge or typed in, or a guest found by name (their ticket id). */
export type ScanInput = { code: string } | { ticketId: string };

/**
 * Reads what was scanned into the ticket it names, or why not: a signed code's signature is checked with the
 * event's key (its verifier made once per key); a typed short code and a guest found by name are looked up in the
 * copy, so they work with the network off.
 */
export function useScanSubject() {
  const verifierRef = useRef<{ key: string; verify: Promise<TicketVerifier> } | null>(null);

  return useCallback(async (what: ScanInput, copy: DoorCopy, index: DoorIndex): Promise<ScanSubject> => {
    if ('code' in what) {
      const typed = subjectOfTyped(index, what.code);
      if (typed) return typed;
      if (verifierRef.current?.key !== copy.publicKey) {
        verifierRef.current = { key: copy.publicKey, verify: createTicketVerifier(copy.publicKey) };
      }
      const read = await readTicketCode(await verifierRef.current.verify, copy.eventId, what.code);
      if ('rejection' in read) return read;
      const { ticketId, ticketTypeId, version } = read.payload;
      return { ticketId, ticketTypeId, codeVersion: version };
    }
    return subjectInCopy(index, what.ticketId);
  }, []);
}
