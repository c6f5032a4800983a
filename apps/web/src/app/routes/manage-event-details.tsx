import { useParams } from 'react-router';
import { EventDetailsSection } from '../../features/manage/index.ts';

export function Component() {
  const { eventSlug = '' } = useParams();
  return <EventDetailsSection eventSlug={eventSlug} />;
}
