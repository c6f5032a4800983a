import { Link } from 'react-router';

export function Component() {
  return (
    <>
      <title>Page not found · Admit</title>
      <h1 className="h3">Page not found</h1>
      <p>There is nothing at this address.</p>
      <Link to="/">Go to the home page</Link>
    </>
  );
}
