import { Link } from 'react-router';
import { ForgotPasswordForm } from '../../features/auth/index.ts';

export function Component() {
  return (
    <>
      <title>Reset your password · Admit</title>
      <h1 className="h3 mb-3">Reset your password</h1>
      <p>Enter your account&apos;s email and we will send you a link to choose a new password.</p>
      <ForgotPasswordForm />
      <p className="mt-3 text-center">
        <Link to="/sign-in">Back to sign in</Link>
      </p>
    </>
  );
}
