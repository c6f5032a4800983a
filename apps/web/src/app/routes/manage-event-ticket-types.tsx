import { useParams } from 'react-router';
import { EventTicketTypesSection } from '../../features/manage/index.ts';

export function Component() {
  const { eventSlug = '' } = useParams();
  return <EventTicketTypesSection eventSlug={eventSlug} />;
}
