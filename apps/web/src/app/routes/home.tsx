import { Link } from 'react-router';
import { useSession } from '../../features/auth/use-session.ts';

export function Component() {
  const session = useSession();
  return (
    <section className="py-4">
      <h1 className="display-6 fw-bold">Tickets that live on your phone</h1>
      <p className="lead">
        Admit sells tickets for events, keeps them on your phone, and gets you through the door with one scan, even when
        the venue&apos;s network is down.
      </p>
      {session.status === 'signed-in' ? (
        <Link to="/account" className="btn btn-primary btn-lg w-100">
          Go to your account
        </Link>
      ) : (
        <div className="d-grid gap-2">
          <Link to="/sign-up" className="btn btn-primary btn-lg">
            Create an account
          </Link>
          <Link to="/sign-in" className="btn btn-outline-secondary btn-lg">
            Sign in
          </Link>
        </div>
      )}
    </section>
  );
}
