import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { LoadFailedAlert } from '../../../ui/LoadFailedAlert.tsx';
import { LAPTOP_QUERY, useMediaQuery } from '../../../ui/use-media-query.ts';
import { RecipientCards, RecipientTable } from './RecipientEntries.tsx';
import { useMessageRecipients } from './use-message-recipients.ts';

type Props = { messageId: string; timeZone: string; ordersPath: string };

/** One list of recipients (all, or only problems): its pages, and "More" while there are more. */
function RecipientPages({ messageId, onlyProblems, timeZone, ordersPath }: Props & { onlyProblems: boolean }) {
  const laptop = useMediaQuery(LAPTOP_QUERY);
  const list = useMessageRecipients(messageId, onlyProblems);
  if (list.error && !list.page) {
    return (
      <LoadFailedAlert error={list.error} onRetry={() => void list.refetch()}>
        The recipients could not be loaded.
      </LoadFailedAlert>
    );
  }
  if (!list.page) return list.loading ? <p className="text-body-secondary">Loading recipients…</p> : null;
  const { items, nextCursor } = list.page;
  if (items.length === 0) {
    return <p className="text-body-secondary">{onlyProblems ? 'No problems.' : 'No recipients yet.'}</p>;
  }
  const Entries = laptop ? RecipientTable : RecipientCards;
  return (
    <>
      <Entries recipients={items} timeZone={timeZone} ordersPath={ordersPath} />
      {list.moreFailed && <Alert variant="danger">More recipients could not be loaded. Try again.</Alert>}
      {nextCursor && (
        <div className="d-grid">
          <Button variant="outline-secondary" disabled={list.loadingMore} onClick={() => void list.loadMore()}>
            {list.loadingMore ? 'Loading…' : 'More'}
          </Button>
        </div>
      )}
    </>
  );
}

/** A message's recipients, each with their mail's state; "Only problems" keeps those to look after. */
export function MessageRecipients({ subject, ...props }: Props & { subject: string }) {
  const [onlyProblems, setOnlyProblems] = useState(false);
  return (
    <section aria-labelledby="recipients-heading" className="mb-4" data-testid="message-recipients">
      <div className="d-flex flex-wrap justify-content-between align-items-baseline gap-2 mb-2">
        <h3 id="recipients-heading" className="h6 mb-0 text-break">
          Recipients of “{subject}”
        </h3>
        <Form.Check
          type="switch"
          id="recipients-only-problems"
          label="Only problems"
          checked={onlyProblems}
          onChange={(e) => setOnlyProblems(e.target.checked)}
        />
      </div>
      {/* Keyed: the other list starts again at its first page. */}
      <RecipientPages key={String(onlyProblems)} {...props} onlyProblems={onlyProblems} />
    </section>
  );
}
