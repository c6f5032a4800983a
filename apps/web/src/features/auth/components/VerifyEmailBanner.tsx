import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { authErrorMessage } from '../../../lib/session/auth-errors.ts';
import { loadAuth } from '../../../lib/session/session.ts';
import { useSession } from '../../../lib/session/use-session.ts';

/** Shown to a password user until they open the verification link. */
export function VerifyEmailBanner() {
  const session = useSession();
  const [state, setState] = useState<{ kind: 'idle' | 'sending' | 'sent' } | { kind: 'error'; message: string }>({
    kind: 'idle',
  });
  const user = session.user;
  if (!user?.email || user.emailVerified || !user.providerIds.includes('password')) return null;

  async function resend() {
    setState({ kind: 'sending' });
    try {
      await (await loadAuth()).resendVerificationEmail();
      setState({ kind: 'sent' });
    } catch (error) {
      setState({ kind: 'error', message: authErrorMessage(error) });
    }
  }

  async function checkAgain() {
    await (await loadAuth()).refreshUser();
  }

  return (
    <Alert
      variant="warning"
      role="region"
      aria-label="Verify your email"
      className="mb-0 rounded-0 border-0 border-bottom small"
      data-testid="verify-email-banner"
    >
      <div className="mb-2">
        Verify your email: we sent a link to <strong>{user.email}</strong>.
        {state.kind === 'sent' && ' We sent a new link.'}
        {state.kind === 'error' && ` ${state.message}`}
      </div>
      <Button size="sm" variant="outline-dark" onClick={() => void resend()} disabled={state.kind === 'sending'}>
        {state.kind === 'sending' ? 'Sending…' : 'Resend'}
      </Button>{' '}
      <Button size="sm" variant="link" className="text-dark" onClick={() => void checkAgain()}>
        I have verified it
      </Button>
    </Alert>
  );
}
