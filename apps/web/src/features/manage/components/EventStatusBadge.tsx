import type { EventStatus } from '@admit/shared';
import Badge from 'react-bootstrap/Badge';

const LOOK: Record<EventStatus, { label: string; bg: string; text?: 'dark' }> = {
  DRAFT: { label: 'Draft', bg: 'warning', text: 'dark' },
  PUBLISHED: { label: 'Published', bg: 'success' },
  ENDED: { label: 'Ended', bg: 'secondary' },
  CANCELLED: { label: 'Cancelled', bg: 'danger' },
};

/** Where an event is in its lifecycle (draft → published → ended, or cancelled). */
export function EventStatusBadge({ status }: { status: EventStatus }) {
  const look = LOOK[status];
  return (
    <Badge bg={look.bg} {...(look.text ? { text: look.text } : {})} data-testid="event-status">
      {look.label}
    </Badge>
  );
}
