import { useParams } from 'react-router';
import { JoinWaitingListPage } from '../../features/waiting-list/index.ts';

export function Component() {
  const { eventSlug = '', ticketTypeId = '' } = useParams();
  return <JoinWaitingListPage key={ticketTypeId} eventSlug={eventSlug} ticketTypeId={ticketTypeId} />;
}
