import { lazy, Suspense, type ComponentProps } from 'react';
import { Spinner } from '../../../ui/Spinner.tsx';

// The phone rules carry every country's numbering plan (libphonenumber's metadata, about 55 KiB gzipped), so
// they load when a phone form is shown, not with every page that offers one (sign-in, account).
const PhoneCodeFlow = lazy(() => import('./PhoneCodeFlow.tsx').then((m) => ({ default: m.PhoneCodeFlow })));

/** PhoneCodeFlow, fetched on first render. */
export function LazyPhoneCodeFlow(props: ComponentProps<typeof PhoneCodeFlow>) {
  return (
    <Suspense fallback={<Spinner size={32} label="Loading the phone form…" />}>
      <PhoneCodeFlow {...props} />
    </Suspense>
  );
}
