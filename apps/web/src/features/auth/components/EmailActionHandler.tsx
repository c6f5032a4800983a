import { newPasswordSchema } from '@admit/shared';
import { useEffect, useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { FullPageSpinner } from '../../../ui/Spinner.tsx';
import { TextField } from '../../../ui/TextField.tsx';
import { authErrorMessage } from '../../../lib/session/auth-errors.ts';
import { emailLinkStore } from '../email-link-store.ts';
import { SecondFactorRequired } from '../../../lib/session/second-factor-required.ts';
import { loadAuth } from '../../../lib/session/session.ts';
import { useFormSubmit } from '../../../lib/use-form-submit.ts';
import { EmailAddressForm } from './EmailAddressForm.tsx';
import { SecondFactorChallenge } from './SecondFactorChallenge.tsx';
import { FormError, FormSuccess } from '../../../ui/FormMessages.tsx';
import { SubmitButton } from '../../../ui/SubmitButton.tsx';

type State =
  | { kind: 'working' }
  | { kind: 'done'; message: string; next: { to: string; label: string } }
  | { kind: 'failed'; message: string }
  | { kind: 'new-password'; email: string }
  | { kind: 'ask-email' }
  | { kind: 'second-factor'; phoneHint: string | null };

/**
 * Every link Firebase emails lands here: verify an address, reset a password,
 * confirm or undo an email change, or sign in by link.
 */
export function EmailActionHandler() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const mode = params.get('mode');
  const code = params.get('oobCode') ?? '';
  const [state, setState] = useState<State>({ kind: 'working' });

  useEffect(() => {
    let cancelled = false;
    const set = (next: State) => !cancelled && setState(next);
    void (async () => {
      try {
        const auth = await loadAuth();
        if (mode === 'signIn' && auth.isSignInLink(window.location.href)) {
          const email = emailLinkStore.read();
          // The same device remembers the address; another device must ask for it.
          if (!email) return set({ kind: 'ask-email' });
          await auth.completeSignInLink(email, window.location.href);
          emailLinkStore.clear();
          return void navigate('/account', { replace: true });
        }
        if (mode === 'resetPassword') {
          const email = await auth.verifyPasswordResetCode(code);
          return set({ kind: 'new-password', email });
        }
        if (mode === 'verifyEmail') {
          await auth.applyActionCode(code);
          return set({
            kind: 'done',
            message: 'Your email is verified.',
            next: { to: '/account', label: 'Go to your account' },
          });
        }
        if (mode === 'verifyAndChangeEmail' || mode === 'recoverEmail') {
          const info = await auth.describeActionCode(code);
          await auth.applyActionCode(code);
          const message =
            mode === 'recoverEmail'
              ? `Your email is back to ${info.email ?? 'its previous address'}. If you did not ask for the change, change your password too.`
              : `Your email is now ${info.email ?? 'changed'}. Sign in with it from now on.`;
          return set({ kind: 'done', message, next: { to: '/sign-in', label: 'Sign in' } });
        }
        set({ kind: 'failed', message: 'This link is not one we recognise.' });
      } catch (error) {
        if (error instanceof SecondFactorRequired) return set({ kind: 'second-factor', phoneHint: error.phoneHint });
        set({ kind: 'failed', message: authErrorMessage(error) });
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [mode, code, navigate]);

  switch (state.kind) {
    case 'working':
      return <FullPageSpinner label="Checking your link…" />;
    case 'failed':
      return (
        <Alert variant="danger" role="alert">
          {state.message}{' '}
          <Alert.Link as={Link} to="/sign-in">
            Back to sign in
          </Alert.Link>
        </Alert>
      );
    case 'done':
      return (
        <FormSuccess>
          {state.message}{' '}
          <Alert.Link as={Link} to={state.next.to}>
            {state.next.label}
          </Alert.Link>
        </FormSuccess>
      );
    case 'new-password':
      return <NewPasswordForm email={state.email} code={code} />;
    case 'ask-email':
      return <ConfirmLinkEmailForm />;
    case 'second-factor':
      return (
        <SecondFactorChallenge
          phoneHint={state.phoneHint}
          onSuccess={() => {
            emailLinkStore.clear();
            void navigate('/account', { replace: true });
          }}
        />
      );
  }
}

function NewPasswordForm({ email, code }: { email: string; code: string }) {
  const [password, setPassword] = useState('');
  const [done, setDone] = useState(false);
  const form = useFormSubmit({ toMessage: authErrorMessage });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    await form.submit({
      form: event.currentTarget,
      schema: newPasswordSchema,
      input: { password },
      send: async (value) => {
        await (await loadAuth()).confirmPasswordReset(code, value.password);
        setDone(true);
      },
    });
  }

  if (done) {
    return (
      <FormSuccess>
        Your password is changed.{' '}
        <Alert.Link as={Link} to={`/sign-in?email=${encodeURIComponent(email)}`}>
          Sign in
        </Alert.Link>
      </FormSuccess>
    );
  }
  return (
    <Form noValidate onSubmit={submit}>
      <h1 className="h3 mb-3">Choose a new password</h1>
      <p>
        For <strong>{email}</strong>
      </p>
      <FormError message={form.error} />
      <TextField
        label="New password"
        type="password"
        autoComplete="new-password"
        value={password}
        onChange={setPassword}
        error={form.fieldErrors['password']}
        hint="At least 8 characters, with a letter and a number."
      />
      <SubmitButton className="w-100" busy={form.busy} busyLabel="Saving…">
        Save new password
      </SubmitButton>
    </Form>
  );
}

function ConfirmLinkEmailForm() {
  const navigate = useNavigate();
  const [secondFactor, setSecondFactor] = useState<{ phoneHint: string | null } | null>(null);
  const done = () => {
    emailLinkStore.clear();
    void navigate('/account', { replace: true });
  };

  if (secondFactor) return <SecondFactorChallenge phoneHint={secondFactor.phoneHint} onSuccess={done} />;
  return (
    <EmailAddressForm
      submitLabel="Sign in"
      busyLabel="Signing in…"
      send={async (email) => {
        try {
          await (await loadAuth()).completeSignInLink(email, window.location.href);
        } catch (e) {
          // Not a failure: the link worked, and the texted code comes next.
          if (e instanceof SecondFactorRequired) return setSecondFactor({ phoneHint: e.phoneHint });
          throw e;
        }
        done();
      }}
    >
      <h1 className="h3 mb-3">Confirm your email</h1>
      <p>You opened this sign-in link on a different device or browser. Enter the email address it was sent to.</p>
    </EmailAddressForm>
  );
}
