import type { ReactNode } from 'react';
import { sessionPhotoPath } from '../../lib/session/profile-photo.ts';
import type { Session } from '../../lib/session/session.ts';
import { ProfilePhoto } from '../ProfilePhoto.tsx';
import { BOTTOM_TAB_BAR_HEIGHT, BottomTabBar } from './BottomTabBar.tsx';
import { OfflineBanner } from './OfflineBanner.tsx';
import type { ShellLink } from './shell-link.ts';

/** The same width everywhere: the top bar's and the page's. */
const FRAME_MAX_WIDTH = 960;

type Props = {
  Link: ShellLink;
  session: Session;
  /** Team members also get Scan and Manage. */
  isOrganizer: boolean;
  /** Under the top bar, above the page: the verify-email banner. */
  banner?: ReactNode;
  /** Where "Sign in" leads: back to this page afterwards (lib/safe-next.ts's signInPath). */
  signInHref?: string;
  children: ReactNode;
};

/**
 * The app's frame, the same on client-rendered screens and server-rendered pages: a skip link, the top bar
 * (its links on wider screens), a note while offline, the page, and on phones the bottom tab bar (Discover, Tickets, Account, and
 * Scan and Manage for organizers). Plain Bootstrap markup: nothing in it moves or opens.
 */
export function AppFrame({ Link, session, isOrganizer, banner, signInHref = '/sign-in', children }: Props) {
  const photo = sessionPhotoPath(session.user);
  return (
    <>
      <a href="#main" className="visually-hidden-focusable position-absolute top-0 start-0 p-2 bg-white z-3">
        Skip to content
      </a>
      <nav className="navbar navbar-expand bg-white border-bottom sticky-top">
        <div className="container" style={{ maxWidth: FRAME_MAX_WIDTH }}>
          <Link to="/" end className="navbar-brand fw-bold text-success">
            Admit
          </Link>
          <div className="ms-auto navbar-nav" aria-label="Account">
            <Link to="/tickets" className="nav-link d-none d-md-block">
              Tickets
            </Link>
            {isOrganizer && (
              <Link to="/scan" className="nav-link d-none d-md-block">
                Scan
              </Link>
            )}
            {isOrganizer && (
              <Link to="/manage" className="nav-link d-none d-md-block">
                Manage
              </Link>
            )}
            {session.status === 'signed-in' ? (
              <Link to="/account" className="nav-link d-none d-md-flex align-items-center gap-2">
                {photo && <ProfilePhoto url={photo} size={24} alt="" />}
                Account
              </Link>
            ) : session.status === 'signed-out' ? (
              <Link to={signInHref} className="nav-link">
                Sign in
              </Link>
            ) : null}
          </div>
        </div>
      </nav>
      <OfflineBanner />
      {banner}
      <main
        id="main"
        className="container pt-3"
        // Not py-3: Bootstrap's utility is !important and would undo the room left for the tab bar.
        style={{
          maxWidth: FRAME_MAX_WIDTH,
          paddingBottom: `calc(${BOTTOM_TAB_BAR_HEIGHT + 24}px + env(safe-area-inset-bottom))`,
        }}
      >
        {children}
      </main>
      <BottomTabBar showManage={isOrganizer} Link={Link} accountPhoto={photo} />
    </>
  );
}
