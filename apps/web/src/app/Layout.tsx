import { NavLink, Outlet, useLocation, useNavigation } from 'react-router';
import { LazyVerifyEmailBanner } from '../features/auth/index.ts';
import { signInPath } from '../lib/safe-next.ts';
import { useIsOrganizer } from '../features/memberships/index.ts';
import { useSession } from '../lib/session/use-session.ts';
import { AppFrame } from '../ui/shell/AppFrame.tsx';
import { FullPageSpinner } from '../ui/Spinner.tsx';
import { ToastProvider } from '../ui/Toasts.tsx';

/** The client-rendered screens in the app's frame, with toasts, linking through React Router. */
export function Layout() {
  const session = useSession();
  const navigation = useNavigation();
  const isOrganizer = useIsOrganizer();
  const location = useLocation();
  return (
    <ToastProvider>
      <AppFrame
        Link={NavLink}
        session={session}
        isOrganizer={isOrganizer}
        signInHref={signInPath(`${location.pathname}${location.search}`)}
        banner={session.user && !session.user.emailVerified && session.user.email && <LazyVerifyEmailBanner />}
      >
        {navigation.state === 'loading' ? <FullPageSpinner /> : <Outlet />}
      </AppFrame>
    </ToastProvider>
  );
}
