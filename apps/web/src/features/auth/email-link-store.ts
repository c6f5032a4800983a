/**
 * The address an email link was sent to, kept on this device. Its presence is
 * how the link completes silently here and asks for the address elsewhere.
 */
const KEY = 'admit.emailForSignIn';

export const emailLinkStore = {
  save(email: string): void {
    try {
      localStorage.setItem(KEY, email);
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
  clear(): void {
    try {
      localStorage.removeItem(KEY);
    } catch {
      // nothing to clear
    }
  },
};
