import { Link } from 'react-router';
import { useSession } from '../../lib/session/use-session.ts';
import { FullPageSpinner } from '../../ui/Spinner.tsx';

/**
 * The attendee's wallet. Orders and tickets arrive with checkout (a later
 * issue); until then this page says so and points somewhere useful.
 */
export function Component() {
  const session = useSession();
  if (session.status === 'loading') return <FullPageSpinner />;
  return (
    <section className="py-3">
      <title>Your tickets · Admit</title>
      <h1 className="h3 fw-bold">Your tickets</h1>
      {session.status === 'signed-in' ? (
        <p>You have no tickets yet. When you get tickets, they appear here, ready to show at the door.</p>
      ) : (
        <p>
          <Link to="/sign-in?next=/tickets">Sign in</Link> to see the tickets you have bought.
        </p>
      )}
      <Link to="/" className="btn btn-primary">
        Find an event
      </Link>
    </section>
  );
}
