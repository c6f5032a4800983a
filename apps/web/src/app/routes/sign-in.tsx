import { useCallback, useState } from 'react';
import Nav from 'react-bootstrap/Nav';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { HoldWhileSigningIn } from '../../features/checkout/index.ts';
import {
  EmailLinkForm,
  PasswordAuthForm,
  PhoneSignInForm,
  safeNextPath,
  SocialSignIn,
} from '../../features/auth/index.ts';
import { isSocialMethod } from '../../lib/session/social-providers.ts';
import { useSignInMethods } from '../../lib/session/use-sign-in-methods.ts';
import { FullPageSpinner } from '../../ui/Spinner.tsx';

type FormMethod = 'password' | 'emailLink' | 'phone';
const FORM_METHOD_LABELS: Record<FormMethod, string> = {
  password: 'Password',
  emailLink: 'Email link',
  phone: 'Phone',
};
const isFormMethod = (m: string): m is FormMethod => m in FORM_METHOD_LABELS;

export function Component() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const next = safeNextPath(params.get('next'));
  const methods = useSignInMethods();
  const [chosen, setChosen] = useState<FormMethod | null>(null);
  const done = useCallback(() => void navigate(next, { replace: true }), [navigate, next]);
  if (!methods) return <FullPageSpinner label="Loading sign-in options…" />;
  const formMethods = methods.filter(isFormMethod);
  const socialMethods = methods.filter(isSocialMethod);
  const method = chosen ?? formMethods[0];

  return (
    <>
      <title>Sign in · Admit</title>
      <h1 className="h3 mb-3">Sign in</h1>
      {socialMethods.length > 0 && <SocialSignIn methods={socialMethods} onSuccess={done} />}
      {socialMethods.length > 0 && formMethods.length > 0 && <p className="text-center text-body-secondary">or</p>}
      {formMethods.length > 1 && (
        <Nav
          variant="pills"
          className="mb-3"
          activeKey={method}
          onSelect={(key) => setChosen(formMethods.find((m) => m === key) ?? null)}
        >
          {formMethods.map((m) => (
            <Nav.Item key={m}>
              <Nav.Link eventKey={m} as="button">
                {FORM_METHOD_LABELS[m]}
              </Nav.Link>
            </Nav.Item>
          ))}
        </Nav>
      )}
      {method === 'password' && (
        <>
          <PasswordAuthForm mode="sign-in" initialEmail={params.get('email') ?? ''} onSuccess={done} />
          <p className="mt-3 text-center">
            <Link to="/forgot-password">Forgot your password?</Link>
          </p>
        </>
      )}
      {method === 'emailLink' && <EmailLinkForm next={next} />}
      {method === 'phone' && <PhoneSignInForm onSuccess={done} />}
      <p className="mt-3 text-center">
        New to Admit? <Link to={`/sign-up?next=${encodeURIComponent(next)}`}>Create an account</Link>
      </p>
      {/* On the way back to checkout: the hold's countdown stays in sight. */}
      <HoldWhileSigningIn next={next} />
    </>
  );
}
