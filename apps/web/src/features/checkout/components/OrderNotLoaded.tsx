import { ErrorCode } from '@admit/shared';
import Alert from 'react-bootstrap/Alert';
import { Link } from 'react-router';
import { apiErrorCode } from '../../../lib/api-errors.ts';
import { isNoAnswer } from '../../../lib/network-status.ts';
import { ErrorReference } from '../../../ui/LoadFailedAlert.tsx';
import { NeedsNetworkAlert } from '../../../ui/NeedsNetworkAlert.tsx';

/** The order page could not read the order: not this person's (or this browser's), gone, or the network failed. */
export function OrderNotLoaded({ error, orderId, signedOut }: { error: unknown; orderId: string; signedOut: boolean }) {
  if (isNoAnswer(error)) {
    // An order is not kept offline; the tickets are.
    return (
      <NeedsNetworkAlert asHeading>
        <Link to="/tickets">Your saved tickets</Link>
      </NeedsNetworkAlert>
    );
  }
  const missing = apiErrorCode(error) === ErrorCode.NOT_FOUND;
  return (
    <Alert variant={missing ? 'warning' : 'danger'} role="alert">
      <title>{missing ? 'Order not found · Admit' : 'Something went wrong · Admit'}</title>
      <h1 className="h5">{missing ? 'We could not find this order' : 'Your order could not be loaded'}</h1>
      {missing && signedOut ? (
        <Link to={`/sign-in?next=${encodeURIComponent(`/orders/${orderId}`)}`}>Sign in to see your orders</Link>
      ) : (
        <Link to="/tickets">Your tickets</Link>
      )}
      {!missing && <ErrorReference error={error} />}
    </Alert>
  );
}
