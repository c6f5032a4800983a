import { safeNextPath } from '../../lib/safe-next.ts';

/**
 * The address an email link was sent to, kept on this device. Its presence is
 * how the link completes silently here and asks for the address elsewhere.
 */
const KEY = 'admit.emailForSignIn';
/** Where the sign-in the link finishes returns to, when it is opened on this device. */
const NEXT_KEY = 'admit.signInNext';

export const emailLinkStore = {
  save(email: string, next = '/account'): void {
    try {
      localStorage.setItem(KEY, email);
      localStorage.setItem(NEXT_KEY, next);
    } catch {
      // Without storage the link still works; the address is asked for again.
    }
  },
  read(): string | null {
    try {
      return localStorage.getItem(KEY);
    } catch {
      return null;
    }
  },
  /** The page sign-in was asked from on this device (a same-site path only), or the account page. */
  returnPath(): string {
    try {
      return safeNextPath(localStorage.getItem(NEXT_KEY));
    } catch {
      return safeNextPath(null);
    }
  },
  clear(): void {
    try {
      localStorage.removeItem(KEY);
      localStorage.removeItem(NEXT_KEY);
    } catch {
      // nothing to clear
    }
  },
};
