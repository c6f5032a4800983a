import { useParams } from 'react-router';
import { RequireViewer } from '../../features/auth/index.ts';
import { ManageEventLayout } from '../../features/manage/index.ts';

// The frame of /manage/:orgSlug/events/:eventSlug; its sections are the nested routes (manage-event-*.tsx).
export function Component() {
  const { orgSlug = '', eventSlug = '' } = useParams();
  return (
    <RequireViewer>
      <ManageEventLayout orgSlug={orgSlug} eventSlug={eventSlug} />
    </RequireViewer>
  );
}
