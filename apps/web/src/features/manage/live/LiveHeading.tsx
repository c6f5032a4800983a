import type { LiveStatus } from '../../../lib/use-sse-subscription.ts';

/** A live section's connection, in words. */
const LIVE_STATUS_TEXT: Record<LiveStatus, string> = {
  connecting: 'Connecting…',
  live: 'Live',
  paused: 'Paused while this tab is hidden',
  reconnecting: 'Reconnecting…',
  refused: 'Not available to you',
};

type Props = {
  /** The heading's id, for the section's aria-labelledby. */
  id: string;
  /** Its level in the page's outline: a section of the organization's page (2) or of an event's overview (3). */
  level: 2 | 3;
  title: string;
  status: LiveStatus;
  statusTestId: string;
};

/** A live section's heading, with its connection's state beside it (announced to screen readers as a status). */
export function LiveHeading({ id, level, title, status, statusTestId }: Props) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <div className="d-flex justify-content-between align-items-baseline">
      <Heading id={id} className="h6">
        {title}
      </Heading>
      <span className="small text-body-secondary" role="status" data-testid={statusTestId}>
        {LIVE_STATUS_TEXT[status]}
      </span>
    </div>
  );
}
