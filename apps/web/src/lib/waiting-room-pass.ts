import { BROWSER_KEY_HEADER } from '@admit/shared';

/*
 * What this browser keeps for waiting rooms: its key (sent with every room request, in BROWSER_KEY_HEADER; the
 * room's places and passes are bound to it) and, per event, the pass it was given when its turn came, which the
 * event page's "Get tickets" shows to checkout.
 */

const KEY = 'admit-browser-key';
const passKey = (eventId: string) => `admit-pass:${eventId}`;

/** This browser's key: made once (24 random bytes, base64url) and kept, so a reload keeps the place. */
export function browserKey(): string {
  const kept = stored();
  if (kept && /^[A-Za-z0-9_-]{22,64}$/.test(kept)) return kept;
  const bytes = crypto.getRandomValues(new Uint8Array(24));
  const key = btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
  try {
    localStorage.setItem(KEY, key);
  } catch {
    // Storage blocked (some private modes): the key lives as long as the page, which still checks out.
    pageKey = key;
  }
  return key;
}

let pageKey: string | null = null;

function stored(): string | null {
  try {
    return localStorage.getItem(KEY) ?? pageKey;
  } catch {
    return pageKey;
  }
}

export const browserKeyHeaders = (): Record<string, string> => ({ [BROWSER_KEY_HEADER]: browserKey() });

export function savePass(eventId: string, token: string): void {
  try {
    sessionStorage.setItem(passKey(eventId), token);
  } catch {
    // Storage blocked: the event page will send this browser back to the room, where the pass is given again.
  }
}

/** The pass this browser holds for the event, if any (checkout says when it is no longer good). */
export function passFor(eventId: string): string | null {
  try {
    return sessionStorage.getItem(passKey(eventId));
  } catch {
    return null;
  }
}
