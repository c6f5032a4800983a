import Badge from 'react-bootstrap/Badge';
import type { TicketStatus } from '../gql/graphql.ts';

/** A ticket's standing for its holder: a void ticket was refunded, whatever voided it is the organizer's affair. */
export function TicketStatusBadge({ status }: { status: TicketStatus }) {
  return status === 'VALID' ? <Badge bg="success">Valid</Badge> : <Badge bg="secondary">Refunded</Badge>;
}
