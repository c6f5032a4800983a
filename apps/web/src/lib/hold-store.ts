/**
 * The claim tokens of orders this browser started, by order id. A visitor who reserves signed out carries on
 * with the token (and claims the order once signed in); a reload, or a detour through sign-up, keeps it.
 */
const KEY = 'admit.holds';

/** Enough for any real person; older entries go first, so storage never grows without end. */
const MAX_HOLDS = 20;

type Hold = { orderId: string; claimToken: string };

function readAll(): Hold[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isHold) : [];
  } catch {
    return [];
  }
}

function isHold(value: unknown): value is Hold {
  if (!value || typeof value !== 'object') return false;
  const { orderId, claimToken } = value as Record<string, unknown>;
  return typeof orderId === 'string' && typeof claimToken === 'string';
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
