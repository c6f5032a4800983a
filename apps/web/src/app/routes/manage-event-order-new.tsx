import { useParams } from 'react-router';
import { NewStaffOrderSection } from '../../features/manage/index.ts';

export function Component() {
  const { eventSlug = '' } = useParams();
  return <NewStaffOrderSection eventSlug={eventSlug} />;
}
