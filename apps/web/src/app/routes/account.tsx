import { AccountPage } from '../../features/account/components/AccountPage.tsx';
import { RequireViewer } from '../../features/auth/components/RequireViewer.tsx';

export function Component() {
  return (
    <RequireViewer>
      <title>Account · Admit</title>
      <AccountPage />
    </RequireViewer>
  );
}
