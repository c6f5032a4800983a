import { useParams } from 'react-router';
import { EventImagesSection } from '../../features/manage/index.ts';

export function Component() {
  const { eventSlug = '' } = useParams();
  return <EventImagesSection eventSlug={eventSlug} />;
}
