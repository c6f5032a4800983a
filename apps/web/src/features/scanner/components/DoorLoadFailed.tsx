import Alert from 'react-bootstrap/Alert';
import { errorMessage } from '../../../lib/error-message.ts';
import { isNoAnswer } from '../../../lib/network-status.ts';
import { ErrorReference } from '../../../ui/LoadFailedAlert.tsx';

/** No copy on the device, and none could be downloaded. */
export function DoorLoadFailed({ error }: { error: unknown }) {
  return (
    <Alert variant="danger" role="alert">
      <h1 className="h5">The scanner could not load this event</h1>
      <p className="mb-0">
        {error && !isNoAnswer(error)
          ? errorMessage(error)
          : "You're offline, and this phone has no copy of this event's tickets yet. Open it once with the network on: it then keeps working without it."}
      </p>
      {error ? <ErrorReference error={error} /> : null}
    </Alert>
  );
}
