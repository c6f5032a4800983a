import {
  stateKey,
  statesFromCopy,
  type DoorCopy,
  type DoorRecord,
  type LocalState,
  type QueuedScan,
} from './door-state.ts';

/** The last scan, kept so it can be taken back: its state on the list before it, if it had a ticket. */
export type LastScan = { nonce: string; key: string | null; previous: LocalState | undefined };

/** What happens to the door's record; each step below is pure, the hooks store the result. */
export type DoorRecordAction =
  /** A scan decided here: its new state (if any) kept, the scan queued for upload. */
  | { type: 'scanned'; scan: QueuedScan; key: string | null; state: LocalState | null }
  /** A batch the server took: it leaves the queue. */
  | { type: 'uploaded'; nonces: ReadonlySet<string> }
  /** An undo the server took (or had nothing for). */
  | { type: 'undoSent'; nonce: string }
  /** The last scan taken back: dropped from the queue if it never left, otherwise queued to undo on the server. */
  | { type: 'takenBack'; last: LastScan; queued: boolean };

/** A copy fresh from the API, keeping what this device knows that the API has not heard yet (its queue). */
export function withCopy(copy: DoorCopy, previous: DoorRecord | undefined, savedAt: string): DoorRecord {
  const states = statesFromCopy(copy);
  const queue = previous?.queue ?? [];
  for (const scan of queue) {
    const old = scan.ticketId && previous?.states[stateKey(scan.listId, scan.ticketId)];
    if (old) states[stateKey(scan.listId, scan.ticketId ?? '')] = old;
  }
  return { eventSlug: copy.eventSlug, copy, states, queue, undos: previous?.undos ?? [], savedAt };
}

function takeBack(record: DoorRecord, last: LastScan, queued: boolean): DoorRecord {
  const key = last.key;
  const others = Object.fromEntries(Object.entries(record.states).filter(([k]) => k !== key));
  const states = key && last.previous ? { ...others, [key]: last.previous } : others;
  return {
    ...record,
    states,
    queue: record.queue.filter((s) => s.nonce !== last.nonce),
    undos: queued ? record.undos : [...record.undos, last.nonce],
  };
}

export function reduceDoorRecord(record: DoorRecord, action: DoorRecordAction): DoorRecord {
  switch (action.type) {
    case 'scanned': {
      const { key, state } = action;
      return {
        ...record,
        states: key && state ? { ...record.states, [key]: state } : record.states,
        queue: [...record.queue, action.scan],
      };
    }
    case 'uploaded':
      return { ...record, queue: record.queue.filter((s) => !action.nonces.has(s.nonce)) };
    case 'undoSent':
      return { ...record, undos: record.undos.filter((n) => n !== action.nonce) };
    case 'takenBack':
      return takeBack(record, action.last, action.queued);
  }
}
