import { useParams } from 'react-router';
import { EventOrderDetailSection } from '../../features/manage/index.ts';

export function Component() {
  const { eventSlug = '', orderCode = '' } = useParams();
  return <EventOrderDetailSection eventSlug={eventSlug} orderCode={orderCode} />;
}
