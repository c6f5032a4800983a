import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import Alert from 'react-bootstrap/Alert';
import ProgressBar from 'react-bootstrap/ProgressBar';
import { getFragmentData } from '../../../lib/fragment-masking.ts';
import { BulkActionQuery, BulkProgress_ActionFragment } from './bulk-documents.ts';
import { BULK_LABELS, progressWords } from './bulk-words.ts';

const POLL_MS = 1000;

/**
 * A started bulk action's progress, read again every second until it is done (it runs in the background and
 * survives this page being closed); then `onDone` once, so the list shows what changed.
 */
export function BulkProgress({ id, onDone, onDismiss }: { id: string; onDone: () => void; onDismiss: () => void }) {
  const { data, error, stopPolling } = useQuery(BulkActionQuery, { variables: { id }, pollInterval: POLL_MS });
  const action = getFragmentData(BulkProgress_ActionFragment, data?.bulkAction);
  const finished = action?.status === 'DONE';
  useEffect(() => {
    if (!finished) return;
    stopPolling();
    onDone();
  }, [finished, stopPolling, onDone]);
  if (error && !action) return <Alert variant="warning">The action’s progress could not be read; it goes on.</Alert>;
  if (!action) return null;
  const settled = action.done + action.skipped + action.failed;
  return (
    <Alert
      variant={finished ? (action.failed ? 'warning' : 'success') : 'info'}
      dismissible={finished}
      onClose={onDismiss}
      data-testid="bulk-progress"
    >
      <div className="fw-semibold">{BULK_LABELS[action.kind]}</div>
      <div role="status">{progressWords(action)}</div>
      {!finished && <ProgressBar className="mt-2" now={action.total ? (100 * settled) / action.total : 0} animated />}
    </Alert>
  );
}
