import { useParams } from 'react-router';
import { EventOrdersSection } from '../../features/manage/index.ts';

export function Component() {
  const { eventSlug = '' } = useParams();
  return <EventOrdersSection eventSlug={eventSlug} />;
}
