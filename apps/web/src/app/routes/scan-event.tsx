import { useParams } from 'react-router';
import { RequireViewer } from '../../features/auth/index.ts';
import { ScannerPage } from '../../features/scanner/index.ts';

export function Component() {
  const { eventSlug = '' } = useParams();
  return (
    <RequireViewer>
      <ScannerPage eventSlug={eventSlug} />
    </RequireViewer>
  );
}
