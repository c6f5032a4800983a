import { ErrorCode } from '@admit/shared';
import Alert from 'react-bootstrap/Alert';
import { Link } from 'react-router';
import { apiErrorCode } from '../../../lib/api-errors.ts';
import { LoadFailedAlert } from '../../../ui/LoadFailedAlert.tsx';

type Props = { error: unknown; orgSlug: string; onRetry: () => void };

/** An event page that could not load: a retry for a failure, the way back when the event is not the viewer's. */
export function EventLoadFailed({ error, orgSlug, onRetry }: Props) {
  if (apiErrorCode(error) !== ErrorCode.NOT_FOUND) {
    return (
      <LoadFailedAlert error={error} onRetry={onRetry}>
        We could not load this event.
      </LoadFailedAlert>
    );
  }
  return (
    <Alert variant="warning" role="alert">
      We could not find that event among your organizations’.{' '}
      <Alert.Link as={Link} to={`/manage/${orgSlug}`}>
        Back to the organization
      </Alert.Link>
    </Alert>
  );
}
