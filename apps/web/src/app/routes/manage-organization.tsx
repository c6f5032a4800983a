import { useParams } from 'react-router';
import { RequireViewer } from '../../features/auth/index.ts';
import { OrganizationPage } from '../../features/manage/index.ts';

export function Component() {
  const { orgSlug = '' } = useParams();
  return (
    <RequireViewer>
      {/* Keyed so another organization's page starts fresh (tabs, forms). */}
      <OrganizationPage key={orgSlug} slug={orgSlug} />
    </RequireViewer>
  );
}
