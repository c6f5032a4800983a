import { Link, useNavigate, useSearchParams } from 'react-router';
import { PasswordAuthForm } from '../../features/auth/components/PasswordAuthForm.tsx';
import { safeNextPath } from '../../features/auth/safe-next.ts';

export function Component() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const next = safeNextPath(params.get('next'));
  return (
    <>
      <title>Sign in · Admit</title>
      <h1 className="h3 mb-3">Sign in</h1>
      <PasswordAuthForm mode="sign-in" onSuccess={() => void navigate(next, { replace: true })} />
      <p className="mt-3 text-center">
        New to Admit? <Link to={`/sign-up?next=${encodeURIComponent(next)}`}>Create an account</Link>
      </p>
    </>
  );
}
