import { useParams } from 'react-router';
import { RequireViewer } from '../../features/auth/index.ts';
import { NewEventPage } from '../../features/manage/index.ts';

export function Component() {
  const { orgSlug = '' } = useParams();
  return (
    <RequireViewer>
      <NewEventPage key={orgSlug} orgSlug={orgSlug} />
    </RequireViewer>
  );
}
