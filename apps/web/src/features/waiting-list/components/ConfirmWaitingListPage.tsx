import { useMutation } from '@apollo/client/react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { Link } from 'react-router';
import { useAction } from '../../../lib/forms/use-action.ts';
import { getFragmentData } from '../../../lib/fragment-masking.ts';
import { ConfirmWaitingListMutation, WaitingListEventSummary } from '../waiting-list-documents.ts';

/**
 * The confirmation link's page. Confirming is a button, not the visit itself: mail scanners open links, and a
 * place in line should be taken by the person.
 */
export function ConfirmWaitingListPage({ token }: { token: string }) {
  const [confirm, { data }] = useMutation(ConfirmWaitingListMutation);
  const action = useAction();
  const done = data?.confirmWaitingListEntry;
  const event = done ? getFragmentData(WaitingListEventSummary, done.event) : null;
  return (
    <article className="py-3" aria-labelledby="confirm-heading">
      <title>Confirm your place · Admit</title>
      <h1 id="confirm-heading" className="h4 fw-bold mb-3">
        Your place on the waiting list
      </h1>
      {done && event ? (
        <Alert variant="success" data-testid="waiting-list-confirmed">
          You’re in line for {done.quantity} {done.ticketTypeName} ticket{done.quantity === 1 ? '' : 's'} for{' '}
          <Link to={`/e/${event.slug}`}>{event.title}</Link>. When places come back, we hold them for you and send you a
          link.
        </Alert>
      ) : (
        <>
          <p>Confirm your address to take your place in line.</p>
          <Button disabled={action.busy} onClick={() => void action.run(() => confirm({ variables: { token } }))}>
            {action.busy ? 'Confirming…' : 'Confirm my place'}
          </Button>
          {action.error && (
            <Alert variant="danger" className="mt-3" role="alert">
              {action.error}
            </Alert>
          )}
        </>
      )}
    </article>
  );
}
