import { useParams } from 'react-router';
import { EventCheckInSection } from '../../features/manage/index.ts';

export function Component() {
  const { eventSlug = '' } = useParams();
  return <EventCheckInSection eventSlug={eventSlug} />;
}
