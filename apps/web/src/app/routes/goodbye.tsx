import { Link } from 'react-router';

export function Component() {
  return (
    <>
      <title>Account deleted · Admit</title>
      <h1 className="h3">Your account is deleted</h1>
      <p role="status">We removed your name and email from Admit, and you can no longer sign in with it.</p>
      <Link to="/">Go to the home page</Link>
    </>
  );
}
