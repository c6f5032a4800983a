import { lazy, Suspense } from 'react';

// Only signed-in people with an unverified email see it, so visitors never download it.
const VerifyEmailBanner = lazy(() => import('./VerifyEmailBanner.tsx').then((m) => ({ default: m.VerifyEmailBanner })));

/** The verify-email banner, fetched on first render. */
export function LazyVerifyEmailBanner() {
  return (
    <Suspense fallback={null}>
      <VerifyEmailBanner />
    </Suspense>
  );
}
