import { useState } from 'react';
import Nav from 'react-bootstrap/Nav';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { EmailLinkForm } from '../../features/auth/components/EmailLinkForm.tsx';
import { PasswordAuthForm } from '../../features/auth/components/PasswordAuthForm.tsx';
import { safeNextPath } from '../../features/auth/safe-next.ts';
import { useSignInMethods } from '../../features/auth/use-sign-in-methods.ts';
import { FullPageSpinner } from '../../ui/Spinner.tsx';

export function Component() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const next = safeNextPath(params.get('next'));
  const methods = useSignInMethods();
  const [chosen, setChosen] = useState<'password' | 'emailLink' | null>(null);
  if (!methods) return <FullPageSpinner label="Loading sign-in options…" />;
  const emailMethods = methods.filter((m): m is 'password' | 'emailLink' => m === 'password' || m === 'emailLink');
  const method = chosen ?? emailMethods[0];

  return (
    <>
      <title>Sign in · Admit</title>
      <h1 className="h3 mb-3">Sign in</h1>
      {emailMethods.length > 1 && (
        <Nav
          variant="pills"
          className="mb-3"
          activeKey={method}
          onSelect={(key) => setChosen(key === 'emailLink' ? 'emailLink' : 'password')}
        >
          <Nav.Item>
            <Nav.Link eventKey="password" as="button">
              Password
            </Nav.Link>
          </Nav.Item>
          <Nav.Item>
            <Nav.Link eventKey="emailLink" as="button">
              Email link
            </Nav.Link>
          </Nav.Item>
        </Nav>
      )}
      {method === 'password' && (
        <>
          <PasswordAuthForm
            mode="sign-in"
            initialEmail={params.get('email') ?? ''}
            onSuccess={() => void navigate(next, { replace: true })}
          />
          <p className="mt-3 text-center">
            <Link to="/forgot-password">Forgot your password?</Link>
          </p>
        </>
      )}
      {method === 'emailLink' && <EmailLinkForm />}
      <p className="mt-3 text-center">
        New to Admit? <Link to={`/sign-up?next=${encodeURIComponent(next)}`}>Create an account</Link>
      </p>
    </>
  );
}
