import { Link, useNavigate, useSearchParams } from 'react-router';
import { HoldWhileSigningIn } from '../../features/checkout/index.ts';
import { PasswordAuthForm, safeNextPath } from '../../features/auth/index.ts';

export function Component() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const next = safeNextPath(params.get('next'));
  return (
    <>
      <title>Create an account · Admit</title>
      <h1 className="h3 mb-3">Create an account</h1>
      <PasswordAuthForm mode="sign-up" onSuccess={() => void navigate(next, { replace: true })} />
      <p className="mt-3 text-center">
        Already have an account? <Link to={`/sign-in?next=${encodeURIComponent(next)}`}>Sign in</Link>
      </p>
      {/* On the way back to checkout: the hold's countdown stays in sight. */}
      <HoldWhileSigningIn next={next} />
    </>
  );
}
