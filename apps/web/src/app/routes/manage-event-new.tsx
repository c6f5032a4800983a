import { useParams } from 'react-router';
import { RequireViewer } from '../../features/auth/components/RequireViewer.tsx';
import { NewEventPage } from '../../features/manage/components/NewEventPage.tsx';

export function Component() {
  const { orgSlug = '' } = useParams();
  return (
    <RequireViewer>
      <NewEventPage key={orgSlug} orgSlug={orgSlug} />
    </RequireViewer>
  );
}
