import { signInSchema, signUpSchema, type SignInInput } from '@admit/shared';
import { useEffect, useState } from 'react';
import Form from 'react-bootstrap/Form';
import { TextField } from '../../../ui/TextField.tsx';
import { authErrorMessage } from '../../../lib/session/auth-errors.ts';
import { SecondFactorRequired } from '../../../lib/session/second-factor-required.ts';
import { loadAuth } from '../../../lib/session/session.ts';
import { useSchemaForm } from '../../../lib/forms/use-schema-form.ts';
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
  const form = useSchemaForm<SignInInput, SignInInput>({
    schema: mode === 'sign-up' ? signUpSchema : signInSchema,
    defaultValues: { email: initialEmail, password: '' },
    toMessage: authErrorMessage,
  });
  const [secondFactor, setSecondFactor] = useState<{ phoneHint: string | null } | null>(null);
  const text = copy[mode];

  // Fetch the SDK while the person types, so submitting does not wait for it.
  useEffect(() => {
    loadAuth().catch(() => undefined);
  }, []);

  const submit = form.onSubmit(async ({ email, password }) => {
    const auth = await loadAuth();
    try {
      if (mode === 'sign-up') await auth.signUpWithPassword(email, password);
      else await auth.signInWithPassword(email, password);
    } catch (error) {
      // Not a failure: the first factor passed, and the texted code comes next.
      if (error instanceof SecondFactorRequired) return setSecondFactor({ phoneHint: error.phoneHint });
      throw error;
    }
    onSuccess();
  });

  if (secondFactor) return <SecondFactorChallenge phoneHint={secondFactor.phoneHint} onSuccess={onSuccess} />;
  return (
    <Form noValidate onSubmit={submit} aria-busy={form.busy}>
      <FormError message={form.alert} />
      <TextField
        control={form.control}
        name="email"
        label="Email"
        type="email"
        autoComplete="email"
        inputMode="email"
      />
      <TextField
        control={form.control}
        name="password"
        label="Password"
        type="password"
        autoComplete={text.autocomplete}
        hint={mode === 'sign-up' ? 'At least 8 characters, with a letter and a number.' : undefined}
      />
      <SubmitButton variant="primary" className="w-100" busy={form.busy} busyLabel={text.busy}>
        {text.submit}
      </SubmitButton>
    </Form>
  );
}
