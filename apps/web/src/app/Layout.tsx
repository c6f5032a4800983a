import Container from 'react-bootstrap/Container';
import Nav from 'react-bootstrap/Nav';
import Navbar from 'react-bootstrap/Navbar';
import { lazy, Suspense } from 'react';
import { Link, NavLink, Outlet, useNavigation } from 'react-router';
import { useSession } from '../features/auth/use-session.ts';
import { FullPageSpinner } from '../ui/Spinner.tsx';

// Only signed-in people with an unverified email see it, so visitors never download it.
const VerifyEmailBanner = lazy(() =>
  import('../features/auth/components/VerifyEmailBanner.tsx').then((m) => ({ default: m.VerifyEmailBanner })),
);

export function Layout() {
  const session = useSession();
  const navigation = useNavigation();
  return (
    <>
      <Navbar bg="white" className="border-bottom sticky-top">
        <Container style={{ maxWidth: 720 }}>
          <Navbar.Brand as={Link} to="/" className="fw-bold text-success">
            Admit
          </Navbar.Brand>
          <Nav className="ms-auto">
            {session.status === 'signed-in' ? (
              <Nav.Link as={NavLink} to="/account">
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
      {session.user && !session.user.emailVerified && session.user.email && (
        <Suspense fallback={null}>
          <VerifyEmailBanner />
        </Suspense>
      )}
      <Container as="main" className="py-4" style={{ maxWidth: 720 }}>
        {navigation.state === 'loading' ? <FullPageSpinner /> : <Outlet />}
      </Container>
    </>
  );
}
