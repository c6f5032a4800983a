import { useParams } from 'react-router';
import { RequireViewer } from '../../features/auth/components/RequireViewer.tsx';
import { OrganizationPage } from '../../features/manage/components/OrganizationPage.tsx';

export function Component() {
  const { orgSlug = '' } = useParams();
  return (
    <RequireViewer>
      {/* Keyed so another organization's page starts fresh (tabs, forms). */}
      <OrganizationPage key={orgSlug} slug={orgSlug} />
    </RequireViewer>
  );
}
