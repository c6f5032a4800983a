import { TICKET_STATE_BADGES, TICKET_STATE_LABELS, type TicketState } from '@admit/shared';
import Badge from 'react-bootstrap/Badge';

/** A ticket's state in the words and colour every screen uses (@admit/shared's ticket-state.ts). */
export function TicketStateBadge({ state, className }: { state: TicketState; className?: string }) {
  const bg = TICKET_STATE_BADGES[state];
  return (
    <Badge
      bg={bg}
      // Bootstrap's info background is light: dark text keeps the contrast.
      {...(bg === 'info' ? { text: 'dark' as const } : {})}
      {...(className ? { className } : {})}
      data-testid="ticket-state"
    >
      {TICKET_STATE_LABELS[state]}
    </Badge>
  );
}
