import { useParams } from 'react-router';
import { RequireViewer } from '../../features/auth/index.ts';
import { EditEventPage } from '../../features/manage/index.ts';

export function Component() {
  const { orgSlug = '', eventSlug = '' } = useParams();
  return (
    <RequireViewer>
      <EditEventPage orgSlug={orgSlug} eventSlug={eventSlug} />
    </RequireViewer>
  );
}
