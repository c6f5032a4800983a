import Button from 'react-bootstrap/Button';
import { Link } from 'react-router';

/**
 * Who is buying: a guest with an email address, or an account (signed in, or created now). The hold stays
 * meanwhile, its countdown in sight (sign-in shows it too): the claim token in this browser brings the buyer back
 * to the same order, which is claimed as soon as they are signed in.
 */
export function SignInStep({ orderId, onGuest }: { orderId: string; onGuest: () => void }) {
  const next = encodeURIComponent(`/checkout/${orderId}`);
  return (
    <section aria-labelledby="sign-in-step-heading">
      <h2 id="sign-in-step-heading" className="h5">
        How would you like to check out? Your tickets stay held
      </h2>
      <p className="text-body-secondary">
        As a guest, your tickets come by email. With an account, they are also kept in My tickets, ready offline.
      </p>
      <div className="d-grid gap-2">
        <Button variant="primary" onClick={onGuest}>
          Continue as a guest
        </Button>
        <Link to={`/sign-in?next=${next}`} className="btn btn-outline-primary">
          Sign in
        </Link>
        <Link to={`/sign-up?next=${next}`} className="btn btn-outline-primary">
          Create an account
        </Link>
      </div>
    </section>
  );
}
