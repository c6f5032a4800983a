import { useParams } from 'react-router';
import { RequireViewer } from '../../features/auth/components/RequireViewer.tsx';
import { EditEventPage } from '../../features/manage/components/EditEventPage.tsx';

export function Component() {
  const { orgSlug = '', eventSlug = '' } = useParams();
  return (
    <RequireViewer>
      <EditEventPage orgSlug={orgSlug} eventSlug={eventSlug} />
    </RequireViewer>
  );
}
