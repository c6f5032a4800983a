/**
 * The claim tokens of orders this browser started, by order id. A visitor who reserves signed out carries on
 * with the token (and claims the order once signed in); a reload, or a detour through sign-up, keeps it.
 */
const KEY = 'admit.holds';

/** Enough for any real person; older entries go first, so storage never grows without end. */
const MAX_HOLDS = 20;

type Hold = { orderId: string; claimToken: string };

/** What this browser kept. Storage it did not write (corrupted, edited, an older shape) counts as no holds. */
function readAll(): Hold[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(KEY) ?? '[]');
    // One bad entry costs only itself: the other orders keep their tokens.
    return Array.isArray(parsed) ? parsed.filter(isHold) : [];
  } catch {
    return [];
  }
}

/**
 * Checked by hand, not with zod: the public event page saves holds, and zod there would be downloaded by every
 * visitor who only reads the page (see features/events/reserve-rules.ts, which loads it when a ticket is chosen).
 */
function isHold(value: unknown): value is Hold {
  return (
    typeof value === 'object' &&
    value !== null &&
    'orderId' in value &&
    typeof value.orderId === 'string' &&
    'claimToken' in value &&
    typeof value.claimToken === 'string'
  );
}

function writeAll(holds: Hold[]): void {
  try {
    localStorage.setItem(KEY, JSON.stringify(holds.slice(-MAX_HOLDS)));
  } catch {
    // Private mode without storage: the order still works in this tab, signed in.
  }
}

export function saveHold(hold: Hold): void {
  writeAll([...readAll().filter((h) => h.orderId !== hold.orderId), hold]);
}

/** The token this browser holds for the order, or null (another device, or storage cleared). */
export function claimTokenOf(orderId: string): string | null {
  return readAll().find((h) => h.orderId === orderId)?.claimToken ?? null;
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
}
