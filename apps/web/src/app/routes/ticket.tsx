import { useParams } from 'react-router';
import { RequireViewer } from '../../features/auth/index.ts';
import { TicketPage } from '../../features/tickets/index.ts';

export function Component() {
  const { ticketId = '' } = useParams();
  return (
    <RequireViewer>
      <TicketPage ticketId={ticketId} />
    </RequireViewer>
  );
}
