import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { authErrorMessage } from '../../../lib/session/auth-errors.ts';
import { SecondFactorRequired } from '../../../lib/session/second-factor-required.ts';
import { loadAuth } from '../../../lib/session/session.ts';
import { emailLinkStore } from '../email-link-store.ts';

/** Where an emailed link has got to, and what the page shows for it. */
export type EmailActionState =
  | { kind: 'working' }
  | { kind: 'done'; message: string; next: { to: string; label: string } }
  | { kind: 'failed'; message: string }
  | { kind: 'new-password'; email: string }
  | { kind: 'ask-email' }
  | { kind: 'second-factor'; phoneHint: string | null };

/** What the link did: a state to show, or a sign-in, after which the page leaves for the account. */
type Outcome = EmailActionState | { kind: 'signed-in' };

type Auth = Awaited<ReturnType<typeof loadAuth>>;

/** Does what the link asks (`mode`, with its one-time `code`) and says where that leaves the person. */
async function applyEmailAction(auth: Auth, mode: string | null, code: string): Promise<Outcome> {
  if (mode === 'signIn' && auth.isSignInLink(window.location.href)) {
    const email = emailLinkStore.read();
    // The same device remembers the address; another device must ask for it.
    if (!email) return { kind: 'ask-email' };
    await auth.completeSignInLink(email, window.location.href);
    emailLinkStore.clear();
    return { kind: 'signed-in' };
  }
  if (mode === 'resetPassword') {
    const email = await auth.verifyPasswordResetCode(code);
    return { kind: 'new-password', email };
  }
  if (mode === 'verifyEmail') {
    await auth.applyActionCode(code);
    return { kind: 'done', message: 'Your email is verified.', next: { to: '/account', label: 'Go to your account' } };
  }
  if (mode === 'verifyAndChangeEmail' || mode === 'recoverEmail') {
    const info = await auth.describeActionCode(code);
    await auth.applyActionCode(code);
    const message =
      mode === 'recoverEmail'
        ? `Your email is back to ${info.email ?? 'its previous address'}. If you did not ask for the change, change your password too.`
        : `Your email is now ${info.email ?? 'changed'}. Sign in with it from now on.`;
    return { kind: 'done', message, next: { to: '/sign-in', label: 'Sign in' } };
  }
  return { kind: 'failed', message: 'This link is not one we recognise.' };
}

/**
 * Runs the emailed link once per mode and code; a link that signed in goes on to the page sign-in was asked from
 * (on this device), or the account.
 */
export function useEmailAction(mode: string | null, code: string): EmailActionState {
  const navigate = useNavigate();
  const [state, setState] = useState<EmailActionState>({ kind: 'working' });

  useEffect(() => {
    let cancelled = false;
    const set = (next: EmailActionState) => !cancelled && setState(next);
    void (async () => {
      try {
        // Read before the link is used up: a sign-in returns to the page it was asked from on this device.
        const back = emailLinkStore.returnPath();
        const next = await applyEmailAction(await loadAuth(), mode, code);
        if (next.kind === 'signed-in') return void navigate(back, { replace: true });
        set(next);
      } catch (error) {
        if (error instanceof SecondFactorRequired) return set({ kind: 'second-factor', phoneHint: error.phoneHint });
        set({ kind: 'failed', message: authErrorMessage(error) });
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [mode, code, navigate]);

  return state;
}
