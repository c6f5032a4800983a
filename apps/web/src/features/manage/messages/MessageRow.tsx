import { formatEventDateTime } from '@admit/shared';
import Button from 'react-bootstrap/Button';
import ListGroup from 'react-bootstrap/ListGroup';
import ProgressBar from 'react-bootstrap/ProgressBar';
import type { MessageRow_MessageFragment as MessageFacts } from '../gql/graphql.ts';
import type { LiveStatus } from '../../../lib/use-sse-subscription.ts';
import { KIND_LABELS, STATUS_LABELS } from './message-words.ts';
import { useLiveMessage } from './use-live-message.ts';

const LIVE_TEXT: Record<LiveStatus, string> = {
  connecting: 'Connecting…',
  live: 'Live',
  paused: 'Paused while this tab is hidden',
  reconnecting: 'Reconnecting…',
  refused: 'Progress not available',
};

/** How far a message got: a bar of the mails sent, and the figures. */
function MessageProgress({ message, live }: { message: MessageFacts; live: LiveStatus | null }) {
  const { sent, recipientCount, pending, failed } = message;
  return (
    <>
      <ProgressBar
        className="my-2"
        style={{ height: '0.5rem' }}
        now={recipientCount > 0 ? (100 * sent) / recipientCount : 0}
        variant={failed > 0 ? 'warning' : 'success'}
        aria-label={`${message.subject}: ${sent} of ${recipientCount} sent`}
      />
      <div className="d-flex flex-wrap justify-content-between gap-2 small">
        <span data-testid="message-progress">{`${sent} / ${recipientCount} sent`}</span>
        <span>{`${pending} pending · ${failed} failed`}</span>
        {live && (
          <span className="text-body-secondary" role="status">
            {`${STATUS_LABELS[message.status]} · ${LIVE_TEXT[live]}`}
          </span>
        )}
      </div>
    </>
  );
}

type Props = { listed: MessageFacts; timeZone: string; selected: boolean; onSelect: () => void };

/** One message of the list: its subject, kind, author and time, and its progress, live while it is sent. */
export function MessageRow({ listed, timeZone, selected, onSelect }: Props) {
  const { message, status } = useLiveMessage(listed);
  return (
    <ListGroup.Item as="li" active={false} data-testid="message-item" aria-current={selected || undefined}>
      <div className="d-flex justify-content-between align-items-start gap-2">
        <div className="text-break">
          <div className="fw-semibold">{message.subject}</div>
          <div className="small text-body-secondary">
            {`${KIND_LABELS[message.kind]} · ${message.createdByName ?? 'Admit'} · `}
            {formatEventDateTime(message.createdAt, timeZone)}
          </div>
        </div>
        <Button
          size="sm"
          variant={selected ? 'secondary' : 'outline-secondary'}
          aria-pressed={selected}
          onClick={onSelect}
        >
          Recipients <span className="visually-hidden">of {message.subject}</span>
        </Button>
      </div>
      <MessageProgress message={message} live={status} />
    </ListGroup.Item>
  );
}
