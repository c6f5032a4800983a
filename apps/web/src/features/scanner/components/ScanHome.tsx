import { useQuery } from '@apollo/client/react';
import { formatEventDateTime } from '@admit/shared';
import Alert from 'react-bootstrap/Alert';
import ListGroup from 'react-bootstrap/ListGroup';
import { Link } from 'react-router';
import { errorMessage } from '../../../lib/error-message.ts';
import { FullPageSpinner } from '../../../ui/Spinner.tsx';
import { ScannableEventsQuery } from '../scanner-documents.ts';

/** The events the viewer's teams run, to pick one to scan for. */
export function ScanHome() {
  const { data, error } = useQuery(ScannableEventsQuery, { fetchPolicy: 'cache-and-network' });
  if (!data) {
    if (!error) return <FullPageSpinner label="Loading events…" />;
    return (
      <Alert variant="danger" role="alert">
        {errorMessage(error)}
      </Alert>
    );
  }
  const events = data.scannableEvents;
  return (
    <section aria-labelledby="scan-heading" className="py-3">
      <title>Scan tickets · Admit</title>
      <h1 id="scan-heading" className="h4 fw-bold">
        Scan tickets
      </h1>
      {events.length === 0 ? (
        <p>None of your teams has a published event coming up.</p>
      ) : (
        <ListGroup>
          {events.map((e) => (
            <ListGroup.Item key={e.id} action as={Link} to={`/scan/${e.slug}`}>
              <span className="fw-semibold d-block">{e.title}</span>
              <span className="small text-body-secondary">
                {e.organizationName} · {formatEventDateTime(String(e.startsAt), e.timeZone)}
              </span>
            </ListGroup.Item>
          ))}
        </ListGroup>
      )}
    </section>
  );
}
