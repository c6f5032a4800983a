import { signInSchema, signUpSchema } from '@admit/shared';
import { useEffect, useState, type FormEvent } from 'react';
import Form from 'react-bootstrap/Form';
import { TextField } from '../../../ui/TextField.tsx';
import { authErrorMessage } from '../../../lib/session/auth-errors.ts';
import { SecondFactorRequired } from '../../../lib/session/second-factor-required.ts';
import { loadAuth } from '../../../lib/session/session.ts';
import { useFormSubmit } from '../../../lib/use-form-submit.ts';
import { SecondFactorChallenge } from './SecondFactorChallenge.tsx';
import { FormError } from '../../../ui/FormMessages.tsx';
import { SubmitButton } from '../../../ui/SubmitButton.tsx';

type Props = {
  mode: 'sign-in' | 'sign-up';
  initialEmail?: string;
  onSuccess: () => void;
};

const copy = {
  'sign-in': { submit: 'Sign in', busy: 'Signing in…', autocomplete: 'current-password' },
  'sign-up': { submit: 'Create account', busy: 'Creating your account…', autocomplete: 'new-password' },
} as const;

/**
 * Email + password, for signing in and signing up. The rules come from
 * @admit/shared and show beside each field before anything is sent.
 */
export function PasswordAuthForm({ mode, initialEmail = '', onSuccess }: Props) {
  const [email, setEmail] = useState(initialEmail);
  const [password, setPassword] = useState('');
  const form = useFormSubmit({ toMessage: authErrorMessage });
  const [secondFactor, setSecondFactor] = useState<{ phoneHint: string | null } | null>(null);
  const text = copy[mode];

  // Fetch the SDK while the person types, so submitting does not wait for it.
  useEffect(() => {
    loadAuth().catch(() => undefined);
  }, []);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const outcome = { signedIn: false };
    await form.submit({
      form: event.currentTarget,
      schema: mode === 'sign-up' ? signUpSchema : signInSchema,
      input: { email, password },
      send: async (value) => {
        const auth = await loadAuth();
        try {
          if (mode === 'sign-up') await auth.signUpWithPassword(value.email, value.password);
          else await auth.signInWithPassword(value.email, value.password);
          outcome.signedIn = true;
        } catch (error) {
          // Not a failure: the first factor passed, and the texted code comes next.
          if (error instanceof SecondFactorRequired) setSecondFactor({ phoneHint: error.phoneHint });
          else throw error;
        }
      },
    });
    if (outcome.signedIn) onSuccess();
  }

  if (secondFactor) return <SecondFactorChallenge phoneHint={secondFactor.phoneHint} onSuccess={onSuccess} />;
  return (
    <Form noValidate onSubmit={submit} aria-busy={form.busy}>
      <FormError message={form.error} />
      <TextField
        label="Email"
        type="email"
        name="email"
        autoComplete="email"
        inputMode="email"
        value={email}
        onChange={setEmail}
        error={form.fieldErrors['email']}
      />
      <TextField
        label="Password"
        type="password"
        name="password"
        autoComplete={text.autocomplete}
        value={password}
        onChange={setPassword}
        error={form.fieldErrors['password']}
        hint={mode === 'sign-up' ? 'At least 8 characters, with a letter and a number.' : undefined}
      />
      <SubmitButton variant="primary" className="w-100" busy={form.busy} busyLabel={text.busy}>
        {text.submit}
      </SubmitButton>
    </Form>
  );
}
