import { useParams } from 'react-router';
import { EventAttendeesSection } from '../../features/manage/index.ts';

export function Component() {
  const { eventSlug = '' } = useParams();
  return <EventAttendeesSection eventSlug={eventSlug} />;
}
