import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { FullPageSpinner } from '../../../ui/Spinner.tsx';
import { useSession } from '../../../lib/session/use-session.ts';

/** Sends a visitor to sign-in, then back to the page they wanted. */
export function RequireViewer({ children }: { children: ReactNode }) {
  const session = useSession();
  const location = useLocation();
  if (session.status === 'loading') return <FullPageSpinner label="Restoring your session…" />;
  if (session.status === 'signed-out') {
    const next = `${location.pathname}${location.search}`;
    return <Navigate to={`/sign-in?next=${encodeURIComponent(next)}`} replace />;
  }
  return <>{children}</>;
}
