import { useApolloClient, useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useSession } from '../../../lib/session/use-session.ts';
import { FullPageSpinner } from '../../../ui/Spinner.tsx';
import { groupTicketsByEvent, ticketsStillToShow, type EventGroup } from '../group-tickets.ts';
import type { MyTicketsQuery as MyTicketsData } from '../gql/graphql.ts';
import { prefetchTicketPages, useKeepTicketsOffline } from '../keep-tickets-offline.ts';
import { MyTicketsQuery } from '../my-tickets-query.ts';
import { EventTickets } from './EventTickets.tsx';
import { LoadFailedAlert } from '../../../ui/LoadFailedAlert.tsx';
import { SavedCopyNote } from '../../../ui/SavedCopyNote.tsx';

type Ticket = MyTicketsData['myTickets'][number];

/** The attendee's wallet: signed in, their tickets by event; signed out, the way in. */
export function MyTicketsPage() {
  const session = useSession();
  if (session.status === 'loading') return <FullPageSpinner label="Restoring your session…" />;
  return (
    <section className="py-3">
      <title>Your tickets · Admit</title>
      <h1 className="h3 fw-bold">Your tickets</h1>
      {session.status === 'signed-in' ? (
        <ViewerTickets />
      ) : (
        <>
          <p>
            <Link to="/sign-in?next=/tickets">Sign in</Link> to see the tickets you have bought.
          </p>
          <FindAnEvent />
        </>
      )}
    </section>
  );
}

function FindAnEvent() {
  return (
    <Link to="/" className="btn btn-primary">
      Find an event
    </Link>
  );
}

function ViewerTickets() {
  const client = useApolloClient();
  const { data, error, refetch } = useQuery(MyTicketsQuery, { fetchPolicy: 'cache-and-network' });
  const [now] = useState(() => new Date());
  const groups = data ? groupTicketsByEvent(data.myTickets, now) : null;
  // The tickets still to be shown at the door: their pages are asked for ahead, so each opens offline too.
  const toShowKey = data ? ticketsStillToShow(data.myTickets, now).join(',') : '';
  useEffect(() => {
    if (toShowKey) prefetchTicketPages(client, toShowKey.split(','), 'cache-first');
  }, [client, toShowKey]);
  useKeepTicketsOffline();

  if (!groups) {
    if (!error) return <FullPageSpinner label="Loading your tickets…" />;
    return (
      <LoadFailedAlert error={error} onRetry={() => void refetch()}>
        Your tickets could not be loaded.
      </LoadFailedAlert>
    );
  }
  if (groups.upcoming.length === 0 && groups.past.length === 0) {
    return (
      <>
        <p>You have no tickets yet. When you get tickets, they appear here, ready to show at the door.</p>
        <FindAnEvent />
      </>
    );
  }
  return (
    <>
      <SavedCopyNote what="your tickets" />
      <EventGroups heading="Upcoming" groups={groups.upcoming} empty="No upcoming events." />
      {groups.past.length > 0 && <EventGroups heading="Past" groups={groups.past} empty="" />}
    </>
  );
}

function EventGroups({ heading, groups, empty }: { heading: string; groups: EventGroup<Ticket>[]; empty: string }) {
  const headingId = `tickets-${heading.toLowerCase()}`;
  return (
    <section aria-labelledby={headingId} className="mb-4">
      <h2 id={headingId} className="h5">
        {heading}
      </h2>
      {groups.length === 0 ? (
        <p className="text-body-secondary">{empty}</p>
      ) : (
        groups.map((g) => <EventTickets key={g.event.id} group={g} />)
      )}
    </section>
  );
}
