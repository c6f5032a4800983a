import { useMutation, useQuery } from '@apollo/client/react';
import { formatPrice } from '@admit/shared';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import ProgressBar from 'react-bootstrap/ProgressBar';
import { getFragmentData } from '../../../lib/fragment-masking.ts';
import type { EventCancellationChangedSubscription } from '../gql/graphql.ts';
import { graphql } from '../gql/index.ts';
import { useSseSubscription } from '../../../lib/use-sse-subscription.ts';

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

const EventCancellationChangedSubscription = graphql(`
  subscription EventCancellationChanged($eventId: ID!) {
    eventCancellationChanged(eventId: $eventId) {
      ...CancellationProgress_cancellation
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

const isDone = (d: EventCancellationChangedSubscription) =>
  getFragmentData(CancellationProgress_CancellationFragment, d.eventCancellationChanged)?.status === 'DONE';

const plural = (n: number, word: string) => `${n.toLocaleString('en')} ${word}${n === 1 ? '' : 's'}`;

/**
 * A cancelled event's refunds, for owners and managers: how many orders are refunded of how many, a progress bar
 * while they run, and the refunds the provider refused, with a button to ask again. Nothing for anyone else.
 */
export function CancellationProgress({ eventSlug }: { eventSlug: string }) {
  const { data } = useQuery(EventCancellationQuery, { variables: { slug: eventSlug } });
  const [retry, retrying] = useMutation(RetryCancellationRefundsMutation, {
    refetchQueries: [EventCancellationQuery],
  });
  const eventId = data?.event.id;
  const listed = getFragmentData(CancellationProgress_CancellationFragment, data?.event.cancellation);
  // Live over SSE while the refunds run and the tab is visible (the dashboard's channel); nothing polls.
  const live = useSseSubscription(
    EventCancellationChangedSubscription,
    { eventId: eventId ?? '' },
    { enabled: listed?.status === 'RUNNING' && Boolean(eventId), isFinal: isDone },
  );
  const pushed = getFragmentData(CancellationProgress_CancellationFragment, live.data?.eventCancellationChanged);
  // A retry starts the refunds again: what the list reads then is newer than the stream's last word.
  const c = listed?.status === 'RUNNING' && pushed ? pushed : listed;
  const running = c?.status === 'RUNNING';
  // An event cancelled with no paid orders has nothing to refund, and nothing to show.
  if (!c || !eventId || c.total === 0) return null;
  const settled = c.refunded + c.failed + c.skipped;
  return (
    <section aria-labelledby="cancellation-heading" className="mb-4" data-testid="cancellation-progress">
      <h3 id="cancellation-heading" className="h6">
        Refunds
      </h3>
      <p role="status" className="mb-2">
        {running ? 'Refunding: ' : ''}
        {c.refunded.toLocaleString('en')} of {plural(c.total, 'order')} refunded
        {c.failed > 0 ? `, ${c.failed.toLocaleString('en')} failed` : ''}
        {c.skipped > 0 ? `, ${c.skipped.toLocaleString('en')} with nothing left to refund` : ''}.
      </p>
      {running && (
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
