import { useParams } from 'react-router';
import { RequireViewer } from '../../features/auth/index.ts';
import { AuditLogPage } from '../../features/manage/index.ts';

export function Component() {
  const { orgSlug = '' } = useParams();
  return (
    <RequireViewer>
      {/* Keyed so another organization's log starts fresh (filters, pages). */}
      <AuditLogPage key={orgSlug} slug={orgSlug} />
    </RequireViewer>
  );
}
