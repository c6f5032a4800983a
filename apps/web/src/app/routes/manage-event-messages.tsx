import { useParams } from 'react-router';
import { EventMessagesSection } from '../../features/manage/index.ts';

export function Component() {
  const { eventSlug = '' } = useParams();
  return <EventMessagesSection eventSlug={eventSlug} />;
}
