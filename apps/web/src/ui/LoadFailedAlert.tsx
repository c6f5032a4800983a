import type { ReactNode } from 'react';
import Alert from 'react-bootstrap/Alert';
import { apiErrorReference } from '../lib/api-errors.ts';
import { isNoAnswer } from '../lib/network-status.ts';
import { NeedsNetworkAlert } from './NeedsNetworkAlert.tsx';

/**
 * The request's id, when the API named it: the person can quote it, and it finds the API's log line for the
 * failure. Nothing when no answer came (offline).
 */
export function ErrorReference({ error }: { error: unknown }) {
  const reference = apiErrorReference(error);
  if (!reference) return null;
  return (
    <span className="d-block small mt-1">
      Reference: <span className="font-monospace user-select-all">{reference}</span>
    </span>
  );
}

type Props = {
  /** What could not be loaded, as a sentence: "We could not load your account." */
  children: ReactNode;
  error: unknown;
  onRetry?: () => void;
};

/**
 * A screen's data did not arrive: what is missing, a way to try again, and the reference to quote. When no answer
 * came at all, the network is gone: it says that instead (nothing failed that trying again later will not fix).
 */
export function LoadFailedAlert({ children, error, onRetry }: Props) {
  if (isNoAnswer(error)) return <NeedsNetworkAlert {...(onRetry ? { onRetry } : {})} />;
  return (
    <Alert variant="danger" role="alert">
      {children}
      {onRetry && (
        <>
          {' '}
          <Alert.Link onClick={onRetry}>Try again</Alert.Link>
        </>
      )}
      <ErrorReference error={error} />
    </Alert>
  );
}
