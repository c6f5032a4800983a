import Alert from 'react-bootstrap/Alert';
import { Link } from 'react-router';

/** The hold ran out (or was let go): its tickets are on sale again, and the buyer may pick them afresh. */
export function HoldEnded({ eventSlug }: { eventSlug: string }) {
  return (
    <Alert variant="warning" role="alert">
      <h2 className="h5">Your hold ended; the tickets went back on sale</h2>
      <p>The time to finish checkout ran out. If they are still available, you can choose them again.</p>
      <Link to={`/e/${eventSlug}`} className="btn btn-primary">
        Start again
      </Link>
    </Alert>
  );
}
