import { useParams } from 'react-router';
import { EventOverviewSection } from '../../features/manage/index.ts';

export function Component() {
  const { eventSlug = '' } = useParams();
  return <EventOverviewSection eventSlug={eventSlug} />;
}
