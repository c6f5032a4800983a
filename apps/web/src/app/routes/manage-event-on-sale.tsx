import { useParams } from 'react-router';
import { EventOnSaleSection } from '../../features/manage/index.ts';

export function Component() {
  const { eventSlug = '' } = useParams();
  return <EventOnSaleSection eventSlug={eventSlug} />;
}
