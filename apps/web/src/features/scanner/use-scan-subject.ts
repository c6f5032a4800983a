import { createTicketVerifier, readTicketCode, type TicketVerifier } from '@admit/shared';
import { useCallback, useRef } from 'react';
import type { DoorCopy, DoorIndex, ScanSubject } from './door-state.ts';

/** What was scanned: a code read by the camera, a wedge or typed in, or a guest found by name (their ticket id). */
export type ScanInput = { code: string } | { ticketId: string };

/**
 * Reads what was scanned into the ticket it names, or why not: a code's signature is checked with the event's
 * key (its verifier made once per key), a guest found by name is looked up in the copy.
 */
export function useScanSubject() {
  const verifierRef = useRef<{ key: string; verify: Promise<TicketVerifier> } | null>(null);

  return useCallback(async (what: ScanInput, copy: DoorCopy, index: DoorIndex): Promise<ScanSubject> => {
    if ('code' in what) {
      if (verifierRef.current?.key !== copy.publicKey) {
        verifierRef.current = { key: copy.publicKey, verify: createTicketVerifier(copy.publicKey) };
      }
      const read = await readTicketCode(await verifierRef.current.verify, copy.eventId, what.code);
      if ('rejection' in read) return read;
      const { ticketId, ticketTypeId, version } = read.payload;
      return { ticketId, ticketTypeId, codeVersion: version };
    }
    const ticket = index.tickets.get(what.ticketId);
    return ticket
      ? { ticketId: ticket.id, ticketTypeId: ticket.ticketTypeId, codeVersion: null }
      : { rejection: 'UNKNOWN_TICKET' };
  }, []);
}
