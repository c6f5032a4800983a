import { useMutation, useQuery } from '@apollo/client/react';
import { formatPrice } from '@admit/shared';
import { useEffect } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import ProgressBar from 'react-bootstrap/ProgressBar';
import { getFragmentData } from '../../../lib/fragment-masking.ts';
import { graphql } from '../gql/index.ts';

/** Read again every 2 s while the refunds run and the tab is visible (the work goes on whether anyone watches). */
const POLL_MS = 2000;

export const EventCancellationQuery = graphql(`
  query EventCancellation($slug: String!) {
    event(slug: $slug) {
      id
      cancellation {
        ...CancellationProgress_cancellation
      }
    }
  }
`);

const CancellationProgress_CancellationFragment = graphql(`
  fragment CancellationProgress_cancellation on EventCancellation {
    status
    total
    refunded
    failed
    skipped
    currency
    failures {
      orderId
      orderCode
      amountMinor
      message
    }
  }
`);

const RetryCancellationRefundsMutation = graphql(`
  mutation RetryCancellationRefunds($eventId: ID!) {
    retryCancellationRefunds(eventId: $eventId) {
      ...CancellationProgress_cancellation
    }
  }
`);

const plural = (n: number, word: string) => `${n.toLocaleString('en')} ${word}${n === 1 ? '' : 's'}`;

/**
 * A cancelled event's refunds, for owners and managers: how many orders are refunded of how many, a progress bar
 * while they run, and the refunds the provider refused, with a button to ask again. Nothing for anyone else.
 */
export function CancellationProgress({ eventSlug }: { eventSlug: string }) {
  const { data, startPolling, stopPolling } = useQuery(EventCancellationQuery, {
    variables: { slug: eventSlug },
    skipPollAttempt: () => document.visibilityState === 'hidden',
  });
  const [retry, retrying] = useMutation(RetryCancellationRefundsMutation, {
    refetchQueries: [EventCancellationQuery],
  });
  const eventId = data?.event.id;
  const c = getFragmentData(CancellationProgress_CancellationFragment, data?.event.cancellation);
  const polling = c?.status === 'RUNNING';
  // Polled only while the refunds run (a retry starts them again); a hidden tab skips its polls.
  useEffect(() => {
    if (polling) startPolling(POLL_MS);
    else stopPolling();
    return stopPolling;
  }, [polling, startPolling, stopPolling]);
  // An event cancelled with no paid orders has nothing to refund, and nothing to show.
  if (!c || !eventId || c.total === 0) return null;
  const settled = c.refunded + c.failed + c.skipped;
  return (
    <section aria-labelledby="cancellation-heading" className="mb-4" data-testid="cancellation-progress">
      <h3 id="cancellation-heading" className="h6">
        Refunds
      </h3>
      <p role="status" className="mb-2">
        {polling ? 'Refunding: ' : ''}
        {c.refunded.toLocaleString('en')} of {plural(c.total, 'order')} refunded
        {c.failed > 0 ? `, ${c.failed.toLocaleString('en')} failed` : ''}
        {c.skipped > 0 ? `, ${c.skipped.toLocaleString('en')} with nothing left to refund` : ''}.
      </p>
      {polling && (
        <ProgressBar
          now={c.total ? (100 * settled) / c.total : 0}
          animated
          aria-label="Refunds done"
          className="mb-2"
        />
      )}
      {c.failed > 0 && (
        <Alert variant="warning" className="mt-2">
          <p className="mb-2">The payment provider refused {plural(c.failed, 'refund')}:</p>
          <ul className="mb-2" data-testid="failed-refunds">
            {c.failures.map((f) => (
              <li key={f.orderId}>
                {f.orderCode} · {formatPrice(f.amountMinor, c.currency)}
                {f.message ? ` · ${f.message}` : ''}
              </li>
            ))}
          </ul>
          <Button
            size="sm"
            variant="outline-dark"
            disabled={retrying.loading}
            onClick={() => void retry({ variables: { eventId } })}
          >
            Retry failed refunds
          </Button>
        </Alert>
      )}
    </section>
  );
}
