import { formatEventRange } from '@admit/shared';
import { Link } from 'react-router';
import type { EventStatus } from '../gql/graphql.ts';
import { EventStatusBadge } from './EventStatusBadge.tsx';

type Props = {
  event: {
    slug: string;
    title: string;
    status: EventStatus;
    startsAt: string;
    endsAt: string;
    timeZone: string;
    organizer: { name: string; slug: string };
  };
};

/**
 * The event pages' heading, status and dates, with the way back to its organization and out to its public page.
 * Each section writes the document's title (React keeps one).
 */
export function EventPageHeader({ event }: Props) {
  return (
    <>
      <nav aria-label="Breadcrumb" className="small mb-2">
        <Link to={`/manage/${event.organizer.slug}`}>{event.organizer.name}</Link>
      </nav>
      <div className="d-flex align-items-start justify-content-between gap-2 mb-1">
        <h1 className="h3 mb-0 text-break">{event.title}</h1>
        <EventStatusBadge status={event.status} />
      </div>
      <p className="text-body-secondary small mb-2">{formatEventRange(event.startsAt, event.endsAt, event.timeZone)}</p>
      <p className="mb-3 d-flex gap-3">
        <Link to={`/e/${event.slug}`}>View public page</Link>
        {event.status === 'PUBLISHED' && <Link to={`/scan/${event.slug}`}>Scan tickets</Link>}
      </p>
    </>
  );
}
