import { useParams } from 'react-router';
import { EventQuestionsSection } from '../../features/manage/index.ts';

export function Component() {
  const { eventSlug = '' } = useParams();
  return <EventQuestionsSection eventSlug={eventSlug} />;
}
