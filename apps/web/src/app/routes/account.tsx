import { AccountPage } from '../../features/account/index.ts';
import { RequireViewer } from '../../features/auth/index.ts';

export function Component() {
  return (
    <RequireViewer>
      <title>Account · Admit</title>
      <AccountPage />
    </RequireViewer>
  );
}
