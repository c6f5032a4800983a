import { Link } from 'react-router';

type Order = { buyerEmail?: string | null; ticketsMailed: boolean; claimed: boolean };

/**
 * What happens next, honestly: the mail is on its way, or waits for the address to be confirmed; an account's
 * tickets are in My tickets and work offline; a guest's come back through the mailed link, or join an account
 * opened with the same address.
 */
export function WhatHappensNext({ order }: { order: Order }) {
  const email = order.buyerEmail ?? 'your address';
  return (
    <section aria-labelledby="next-heading" className="mb-3">
      <h2 id="next-heading" className="h5">
        What happens next
      </h2>
      <ul className="mb-0" data-testid="what-happens-next">
        {order.ticketsMailed ? (
          <li>Your tickets are on their way to {email}.</li>
        ) : (
          <li>
            Confirm your email to get your tickets by mail: we sent a link to <strong>{email}</strong>.
          </li>
        )}
        {order.claimed ? (
          <li>
            Your tickets are in <Link to="/tickets">My tickets</Link>. Open them once and they work offline, at the door
            too.
          </li>
        ) : (
          <>
            <li>The link in the tickets email opens them at any time, days later at the door too: keep it.</li>
            <li>
              To keep them in an account, <Link to="/sign-in?next=%2Ftickets">sign in or create one</Link> with {email}.
            </li>
          </>
        )}
      </ul>
    </section>
  );
}
