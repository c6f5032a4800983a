/**
 * The claim tokens of orders this browser started, by order id, with the event each is for and when its hold
 * ends on this device's clock. A visitor who reserves signed out carries on with the token (and claims the order
 * once signed in, or pays as a guest); a reload, or a detour through sign-up, keeps it. The event page offers to
 * continue a hold still running, and sign-in shows its countdown.
 */
const KEY = 'admit.holds';

/** Enough for any real person; older entries go first, so storage never grows without end. */
const MAX_HOLDS = 20;

export type Hold = {
  orderId: string;
  claimToken: string;
  /** Absent in entries kept before holds were offered back on the event page. */
  eventId?: string;
  /** When the hold ends, in this device's milliseconds; 0 once it is over (paid, let go, or ended). */
  expiresAt?: number;
};

/** The holds as stored; '' without storage. A string, so that unchanged storage is the same snapshot. */
function stored(): string {
  try {
    return localStorage.getItem(KEY) ?? '';
  } catch {
    return '';
  }
}

/** What this browser kept. Storage it did not write (corrupted, edited, an older shape) counts as no holds. */
function parseHolds(raw: string): Hold[] {
  try {
    const parsed: unknown = JSON.parse(raw || '[]');
    // One bad entry costs only itself: the other orders keep their tokens.
    return Array.isArray(parsed) ? parsed.filter(isHold) : [];
  } catch {
    return [];
  }
}

const readAll = () => parseHolds(stored());

const listeners = new Set<() => void>();

/** For useSyncExternalStore: this tab's writes, and other tabs' (the storage event). */
export const holdsStore = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    window.addEventListener('storage', listener);
    return () => {
      listeners.delete(listener);
      window.removeEventListener('storage', listener);
    };
  },
  snapshot: stored,
};

const optional = (value: unknown, type: 'string' | 'number') => value === undefined || typeof value === type;

/**
 * Checked by hand, not with zod: the public event page saves holds, and zod there would be downloaded by every
 * visitor who only reads the page (see features/events/reserve-rules.ts, which loads it when a ticket is chosen).
 * Even zod/mini with this one schema is 5.2 KiB gzipped (esbuild, minified), an eighth of the page's 38 KiB.
 */
function isHold(value: unknown): value is Hold {
  return (
    typeof value === 'object' &&
    value !== null &&
    'orderId' in value &&
    typeof value.orderId === 'string' &&
    'claimToken' in value &&
    typeof value.claimToken === 'string' &&
    optional('eventId' in value ? value.eventId : undefined, 'string') &&
    optional('expiresAt' in value ? value.expiresAt : undefined, 'number')
  );
}

function writeAll(holds: Hold[]): void {
  try {
    localStorage.setItem(KEY, JSON.stringify(holds.slice(-MAX_HOLDS)));
  } catch {
    // Private mode without storage: the order still works in this tab, signed in.
  }
  for (const listener of listeners) listener();
}

export function saveHold(hold: Hold): void {
  writeAll([...readAll().filter((h) => h.orderId !== hold.orderId), hold]);
}

/** The token this browser holds for the order, or null (another device, or storage cleared). */
export function claimTokenOf(orderId: string): string | null {
  return readAll().find((h) => h.orderId === orderId)?.claimToken ?? null;
}

/**
 * What checkout last heard of the hold: its event, and the seconds it had left (0 once it is over). The token
 * stays: the browser that paid as a guest still reads its order with it for a while.
 */
export function noteHold(orderId: string, { eventId, secondsLeft }: { eventId: string; secondsLeft: number }): void {
  const holds = readAll();
  const hold = holds.find((h) => h.orderId === orderId);
  if (!hold) return;
  hold.eventId = eventId;
  hold.expiresAt = secondsLeft > 0 ? Date.now() + secondsLeft * 1000 : 0;
  writeAll(holds);
}

const running = (h: Hold) => (h.expiresAt ?? 0) > Date.now();

/**
 * The hold this browser started for the event and that is still running (the latest, if several), or null; read
 * from a snapshot of the store (holdsStore.snapshot).
 */
export function runningHoldFor(eventId: string, snapshot: string): Hold | null {
  return parseHolds(snapshot).findLast((h) => h.eventId === eventId && running(h)) ?? null;
}

/** The order's hold, if it is still running as far as this browser knows. */
export function runningHold(orderId: string): Hold | null {
  const hold = readAll().find((h) => h.orderId === orderId);
  return hold && running(hold) ? hold : null;
}

/**
 * Forgets every hold: on sign-out, so that the next person on a shared phone finds no way into the last buyer's
 * orders (the server also stops honouring a token once its order is claimed or paid an hour ago).
 */
export function clearHolds(): void {
  try {
    localStorage.removeItem(KEY);
  } catch {
    // No storage: nothing was kept.
  }
  for (const listener of listeners) listener();
}
