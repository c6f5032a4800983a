import { gql, type TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { can, formatEventRange, type EventStatus } from '@admit/shared';
import Alert from 'react-bootstrap/Alert';
import ListGroup from 'react-bootstrap/ListGroup';
import { Link } from 'react-router';
import { Spinner } from '../../../ui/Spinner.tsx';
import { EventStatusBadge } from './EventStatusBadge.tsx';
import type { ManagedOrganization } from './OrganizationPage.tsx';

export const EventListItem_EventFragment = gql`
  fragment EventListItem_event on Event {
    id
    slug
    title
    status
    startsAt
    endsAt
    timeZone
  }
`;

type EventListItem = {
  id: string;
  slug: string;
  title: string;
  status: EventStatus;
  startsAt: string;
  endsAt: string;
  timeZone: string;
};

const OrganizationEventsQuery: TypedDocumentNode<
  { organization: { id: string; events: EventListItem[] } },
  { slug: string }
> = gql`
  query OrganizationEvents($slug: String!) {
    organization(slug: $slug) {
      id
      events {
        ...EventListItem_event
      }
    }
  }
  ${EventListItem_EventFragment}
`;

/** Every event of the organization, drafts included, each shown in its own time zone. */
export function EventsTab({ organization }: { organization: ManagedOrganization }) {
  // Colleagues create events too: show the cached list at once, then the server's.
  const { data, loading, error, refetch } = useQuery(OrganizationEventsQuery, {
    variables: { slug: organization.slug },
    fetchPolicy: 'cache-and-network',
  });
  const events = data?.organization.events ?? [];
  const mayManage = can(organization.viewerRole, 'events.manage');

  return (
    <>
      {mayManage && (
        <Link to={`/manage/${organization.slug}/events/new`} className="btn btn-primary w-100 mb-3">
          New event
        </Link>
      )}
      {loading && !data && (
        <div className="text-center py-4">
          <Spinner size={40} label="Loading events…" />
        </div>
      )}
      {error && (
        <Alert variant="danger" role="alert">
          We could not load the events. <Alert.Link onClick={() => void refetch()}>Try again</Alert.Link>
        </Alert>
      )}
      {data && events.length === 0 && <p className="text-body-secondary">No events yet.</p>}
      {events.length > 0 && (
        <ListGroup as="ul" aria-label="Events">
          {events.map((event) => (
            <ListGroup.Item as="li" key={event.id} className="py-3">
              <div className="d-flex justify-content-between align-items-start gap-2">
                <Link to={`/manage/${organization.slug}/events/${event.slug}`} className="fw-semibold">
                  {event.title}
                </Link>
                <EventStatusBadge status={event.status} />
              </div>
              <div className="small text-body-secondary mt-1">
                {formatEventRange(event.startsAt, event.endsAt, event.timeZone)}
              </div>
            </ListGroup.Item>
          ))}
        </ListGroup>
      )}
    </>
  );
}
