import { useParams } from 'react-router';
import { EventPromoCodesSection } from '../../features/manage/index.ts';

export function Component() {
  const { eventSlug = '' } = useParams();
  return <EventPromoCodesSection eventSlug={eventSlug} />;
}
