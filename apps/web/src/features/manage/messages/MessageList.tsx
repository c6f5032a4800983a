import { useQuery } from '@apollo/client/react';
import ListGroup from 'react-bootstrap/ListGroup';
import { getFragmentData } from '../../../lib/fragment-masking.ts';
import { LoadFailedAlert } from '../../../ui/LoadFailedAlert.tsx';
import { EventMessagesQuery, MessageRow_MessageFragment } from './messages-documents.ts';
import { MessageRow } from './MessageRow.tsx';

type Props = {
  eventId: string;
  timeZone: string;
  selectedId: string | null;
  onSelect: (message: { id: string; subject: string }) => void;
};

/** The event's messages, newest first, each with its progress; choosing one shows its recipients. */
export function MessageList({ eventId, timeZone, selectedId, onSelect }: Props) {
  const { data, error, loading, refetch } = useQuery(EventMessagesQuery, {
    variables: { eventId },
    fetchPolicy: 'cache-and-network',
  });
  if (error && !data) {
    return (
      <LoadFailedAlert error={error} onRetry={() => void refetch()}>
        The messages could not be loaded.
      </LoadFailedAlert>
    );
  }
  if (!data) return loading ? <p className="text-body-secondary">Loading messages…</p> : null;
  const messages = getFragmentData(MessageRow_MessageFragment, data.eventMessages);
  if (messages.length === 0) return <p className="text-body-secondary">No messages sent yet.</p>;
  return (
    <ListGroup as="ul" aria-label="Messages sent" className="mb-3">
      {messages.map((m) => (
        <MessageRow
          key={m.id}
          listed={m}
          timeZone={timeZone}
          selected={m.id === selectedId}
          onSelect={() => onSelect({ id: m.id, subject: m.subject })}
        />
      ))}
    </ListGroup>
  );
}
