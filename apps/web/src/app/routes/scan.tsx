import { RequireViewer } from '../../features/auth/index.ts';
import { ScanHome } from '../../features/scanner/index.ts';

export function Component() {
  return (
    <RequireViewer>
      <ScanHome />
    </RequireViewer>
  );
}
