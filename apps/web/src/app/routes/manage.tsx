import { RequireViewer } from '../../features/auth/components/RequireViewer.tsx';
import { OrganizationsPage } from '../../features/manage/components/OrganizationsPage.tsx';

export function Component() {
  return (
    <RequireViewer>
      <title>Manage · Admit</title>
      <OrganizationsPage />
    </RequireViewer>
  );
}
