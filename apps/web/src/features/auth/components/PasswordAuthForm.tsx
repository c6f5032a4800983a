import { signInSchema, signUpSchema, validate, type FieldErrors } from '@admit/shared';
import { useEffect, useId, useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { authErrorMessage } from '../auth-errors.ts';
import { loadAuth } from '../session.ts';

type Props = {
  mode: 'sign-in' | 'sign-up';
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
export function PasswordAuthForm({ mode, onSuccess }: Props) {
  const id = useId();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
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
      setFormError(authErrorMessage(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Form noValidate onSubmit={submit} aria-busy={busy}>
      {formError && (
        <Alert variant="danger" role="alert">
          {formError}
        </Alert>
      )}
      <Form.Group className="mb-3" controlId={`${id}-email`}>
        <Form.Label>Email</Form.Label>
        <Form.Control
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          isInvalid={!!fieldErrors['email']}
          aria-describedby={fieldErrors['email'] ? `${id}-email-error` : undefined}
        />
        <Form.Control.Feedback type="invalid" id={`${id}-email-error`}>
          {fieldErrors['email']}
        </Form.Control.Feedback>
      </Form.Group>
      <Form.Group className="mb-3" controlId={`${id}-password`}>
        <Form.Label>Password</Form.Label>
        <Form.Control
          type="password"
          name="password"
          autoComplete={text.autocomplete}
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          isInvalid={!!fieldErrors['password']}
          aria-describedby={fieldErrors['password'] ? `${id}-password-error` : undefined}
        />
        <Form.Control.Feedback type="invalid" id={`${id}-password-error`}>
          {fieldErrors['password']}
        </Form.Control.Feedback>
        {mode === 'sign-up' && !fieldErrors['password'] && (
          <Form.Text muted>At least 8 characters, with a letter and a number.</Form.Text>
        )}
      </Form.Group>
      <Button type="submit" variant="primary" className="w-100" disabled={busy}>
        {busy ? text.busy : text.submit}
      </Button>
    </Form>
  );
}
