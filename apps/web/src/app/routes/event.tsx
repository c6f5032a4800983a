import { useQuery } from '@apollo/client/react';
import { ErrorCode } from '@admit/shared';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import { Link, useParams } from 'react-router';
import { EventPage, EventPageQuery } from '../../features/events/index.ts';
import { apiErrorCodes, apiErrorMessage } from '../../lib/api-errors.ts';
import { FullPageSpinner } from '../../ui/Spinner.tsx';

export function Component() {
  const { eventSlug = '' } = useParams();
  const [unlockCode, setUnlockCode] = useState<string | null>(null);
  const { data, previousData, error, loading } = useQuery(EventPageQuery, {
    variables: { slug: eventSlug, unlockCode },
  });
  const event = data?.event ?? previousData?.event;
  if (event && event.slug === eventSlug) {
    // Too many wrong codes: the page stays as it was, and the code field says when to try again.
    const refused = apiErrorCodes(error).includes(ErrorCode.RATE_LIMITED) ? apiErrorMessage(error) : null;
    return <EventPage event={event} unlockCode={unlockCode} unlockRefused={refused} onUnlock={setUnlockCode} />;
  }
  if (loading) return <FullPageSpinner label="Loading event…" />;
  const missing = apiErrorCodes(error).includes(ErrorCode.NOT_FOUND);
  return (
    <Alert variant={missing ? 'warning' : 'danger'}>
      <title>{missing ? 'Event not found · Admit' : 'Something went wrong · Admit'}</title>
      <h1 className="h5">{missing ? 'We could not find that event' : 'The event could not be loaded'}</h1>
      <p className="mb-2">
        {missing
          ? 'It may have been moved, or it is not public yet.'
          : 'Check your connection and try again in a moment.'}
      </p>
      <Link to="/">Find other events</Link>
    </Alert>
  );
}
