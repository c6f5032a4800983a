import { Link } from 'react-router';

/**
 * Paying needs an account (the tickets are kept in it). The hold stays meanwhile: the claim token in this
 * browser brings the buyer back to the same order, which is claimed as soon as they are signed in.
 */
export function SignInStep({ orderId }: { orderId: string }) {
  const next = encodeURIComponent(`/checkout/${orderId}`);
  return (
    <section aria-labelledby="sign-in-step-heading">
      <h2 id="sign-in-step-heading" className="h5">
        Sign in or create an account to pay — your tickets stay held
      </h2>
      <p className="text-body-secondary">Your tickets will be kept in your account, ready to show at the door.</p>
      <div className="d-grid gap-2">
        <Link to={`/sign-up?next=${next}`} className="btn btn-primary">
          Create an account
        </Link>
        <Link to={`/sign-in?next=${next}`} className="btn btn-outline-primary">
          Sign in
        </Link>
      </div>
    </section>
  );
}
