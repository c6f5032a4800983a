import { useParams } from 'react-router';
import { EventWaitingListSection } from '../../features/manage/index.ts';

export function Component() {
  const { eventSlug = '' } = useParams();
  return <EventWaitingListSection eventSlug={eventSlug} />;
}
