import { RequireViewer } from '../../features/auth/index.ts';
import { OrganizationsPage } from '../../features/manage/index.ts';

export function Component() {
  return (
    <RequireViewer>
      <title>Manage · Admit</title>
      <OrganizationsPage />
    </RequireViewer>
  );
}
