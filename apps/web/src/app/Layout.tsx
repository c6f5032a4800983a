import Container from 'react-bootstrap/Container';
import Nav from 'react-bootstrap/Nav';
import Navbar from 'react-bootstrap/Navbar';
import { Link, NavLink, Outlet, useNavigation } from 'react-router';
import { LazyVerifyEmailBanner } from '../features/auth/index.ts';
import { useIsOrganizer } from '../features/memberships/index.ts';
import { useSession } from '../lib/session/use-session.ts';
import { FullPageSpinner } from '../ui/Spinner.tsx';
import { ToastProvider } from '../ui/Toasts.tsx';
import { BOTTOM_TAB_BAR_HEIGHT, BottomTabBar } from './shell/BottomTabBar.tsx';

/**
 * The shell: a top bar (links on wider screens), the page, and on phones a
 * bottom tab bar: Discover, Tickets, Account, and Manage for organizers.
 */
export function Layout() {
  const session = useSession();
  const navigation = useNavigation();
  const isOrganizer = useIsOrganizer();
  return (
    <ToastProvider>
      <a href="#main" className="visually-hidden-focusable position-absolute top-0 start-0 p-2 bg-white z-3">
        Skip to content
      </a>
      <Navbar bg="white" className="border-bottom sticky-top">
        <Container style={{ maxWidth: 960 }}>
          <Navbar.Brand as={Link} to="/" className="fw-bold text-success">
            Admit
          </Navbar.Brand>
          <Nav className="ms-auto" aria-label="Account">
            <Nav.Link as={NavLink} to="/tickets" className="d-none d-md-block">
              Tickets
            </Nav.Link>
            {isOrganizer && (
              <Nav.Link as={NavLink} to="/scan" className="d-none d-md-block">
                Scan
              </Nav.Link>
            )}
            {isOrganizer && (
              <Nav.Link as={NavLink} to="/manage" className="d-none d-md-block">
                Manage
              </Nav.Link>
            )}
            {session.status === 'signed-in' ? (
              <Nav.Link as={NavLink} to="/account" className="d-none d-md-block">
                Account
              </Nav.Link>
            ) : session.status === 'signed-out' ? (
              <Nav.Link as={NavLink} to="/sign-in">
                Sign in
              </Nav.Link>
            ) : null}
          </Nav>
        </Container>
      </Navbar>
      {session.user && !session.user.emailVerified && session.user.email && <LazyVerifyEmailBanner />}
      <Container
        as="main"
        id="main"
        // Not py-3: Bootstrap's utility is !important and would undo the room left for the tab bar.
        className="pt-3"
        style={{ maxWidth: 960, paddingBottom: `calc(${BOTTOM_TAB_BAR_HEIGHT + 24}px + env(safe-area-inset-bottom))` }}
      >
        {navigation.state === 'loading' ? <FullPageSpinner /> : <Outlet />}
      </Container>
      <BottomTabBar showManage={isOrganizer} />
    </ToastProvider>
  );
}
