import { signInSchema, signUpSchema, validate, type FieldErrors } from '@admit/shared';
import { useEffect, useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { TextField } from '../../../ui/TextField.tsx';
import { authErrorMessage } from '../auth-errors.ts';
import { SecondFactorRequired } from '../second-factor-required.ts';
import { loadAuth } from '../session.ts';
import { SecondFactorChallenge } from './SecondFactorChallenge.tsx';
import { FormError } from '../../../ui/FormMessages.tsx';

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
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [secondFactor, setSecondFactor] = useState<{ phoneHint: string | null } | null>(null);
  const text = copy[mode];

  // Fetch the SDK while the person types, so submitting does not wait for it.
  useEffect(() => {
    loadAuth().catch(() => undefined);
  }, []);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    const result = validate(mode === 'sign-up' ? signUpSchema : signInSchema, { email, password });
    if (!result.ok) {
      setFieldErrors(result.errors);
      return;
    }
    setFieldErrors({});
    setBusy(true);
    try {
      const auth = await loadAuth();
      if (mode === 'sign-up') await auth.signUpWithPassword(result.value.email, result.value.password);
      else await auth.signInWithPassword(result.value.email, result.value.password);
      onSuccess();
    } catch (error) {
      if (error instanceof SecondFactorRequired) return setSecondFactor({ phoneHint: error.phoneHint });
      // The person sees a friendly message; the console keeps the cause for support.
      console.error(error);
      setFormError(authErrorMessage(error));
    } finally {
      setBusy(false);
    }
  }

  if (secondFactor) return <SecondFactorChallenge phoneHint={secondFactor.phoneHint} onSuccess={onSuccess} />;
  return (
    <Form noValidate onSubmit={submit} aria-busy={busy}>
      <FormError message={formError} />
      <TextField
        label="Email"
        type="email"
        name="email"
        autoComplete="email"
        inputMode="email"
        value={email}
        onChange={setEmail}
        error={fieldErrors['email']}
      />
      <TextField
        label="Password"
        type="password"
        name="password"
        autoComplete={text.autocomplete}
        value={password}
        onChange={setPassword}
        error={fieldErrors['password']}
        hint={mode === 'sign-up' ? 'At least 8 characters, with a letter and a number.' : undefined}
      />
      <Button type="submit" variant="primary" className="w-100" disabled={busy}>
        {busy ? text.busy : text.submit}
      </Button>
    </Form>
  );
}
