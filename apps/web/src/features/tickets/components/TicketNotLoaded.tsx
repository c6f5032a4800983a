import { ErrorCode } from '@admit/shared';
import Alert from 'react-bootstrap/Alert';
import { Link } from 'react-router';
import { apiErrorCode } from '../../../lib/api-errors.ts';
import { isNoAnswer } from '../../../lib/network-status.ts';
import { ErrorReference } from '../../../ui/LoadFailedAlert.tsx';
import { NeedsNetworkAlert } from '../../../ui/NeedsNetworkAlert.tsx';

/** The ticket could not be read: not this person's, gone, or the network failed (then it may be tried again). */
export function TicketNotLoaded({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  if (isNoAnswer(error)) {
    // Not saved on this phone (never opened online, nor listed on My tickets then).
    return (
      <NeedsNetworkAlert asHeading onRetry={onRetry}>
        <Link to="/tickets">Your saved tickets</Link>
      </NeedsNetworkAlert>
    );
  }
  const missing = apiErrorCode(error) === ErrorCode.NOT_FOUND;
  return (
    <Alert variant={missing ? 'warning' : 'danger'} role="alert">
      <title>{missing ? 'Ticket not found · Admit' : 'Something went wrong · Admit'}</title>
      <h1 className="h5">{missing ? 'We could not find this ticket' : 'Your ticket could not be loaded'}</h1>
      {missing ? (
        <Alert.Link as={Link} to="/tickets">
          Your tickets
        </Alert.Link>
      ) : (
        <Alert.Link onClick={onRetry}>Try again</Alert.Link>
      )}
      {!missing && <ErrorReference error={error} />}
    </Alert>
  );
}
