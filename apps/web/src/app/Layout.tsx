import Container from 'react-bootstrap/Container';
import Nav from 'react-bootstrap/Nav';
import Navbar from 'react-bootstrap/Navbar';
import { Link, NavLink, Outlet, useNavigation } from 'react-router';
import { VerifyEmailBanner } from '../features/auth/components/VerifyEmailBanner.tsx';
import { useSession } from '../features/auth/use-session.ts';
import { FullPageSpinner } from '../ui/Spinner.tsx';

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
      <VerifyEmailBanner />
      <Container as="main" className="py-4" style={{ maxWidth: 720 }}>
        {navigation.state === 'loading' ? <FullPageSpinner /> : <Outlet />}
      </Container>
    </>
  );
}
