import { useQuery } from '@apollo/client/react';
import { can, formatEventRange, formatPrice } from '@admit/shared';
import ListGroup from 'react-bootstrap/ListGroup';
import { Link } from 'react-router';
import { graphql } from '../gql/index.ts';
import { getFragmentData, type FragmentType } from '../../../lib/fragment-masking.ts';
import { Spinner } from '../../../ui/Spinner.tsx';
import { OrganizationDashboard } from '../organization-dashboard/OrganizationDashboard.tsx';
import { EventStatusBadge } from './EventStatusBadge.tsx';
import type { ManagedOrganization } from './OrganizationPage.tsx';
import { LoadFailedAlert } from '../../../ui/LoadFailedAlert.tsx';

export const EventListItem_EventFragment = graphql(`
  fragment EventListItem_event on Event {
    slug
    title
    status
    startsAt
    endsAt
    timeZone
    currency
    sales {
      ticketsSold
      capacity
      revenueMinor
    }
  }
`);

const OrganizationEventsQuery = graphql(`
  query OrganizationEvents($slug: String!) {
    organization(slug: $slug) {
      id
      events {
        id
        ...EventListItem_event
      }
    }
  }
`);

/** One event of the list: its title (leading to its page), status, dates in its own zone, and what it has sold. */
function EventListItem({
  organizationSlug,
  event: eventRef,
}: {
  organizationSlug: string;
  event: FragmentType<typeof EventListItem_EventFragment>;
}) {
  const event = getFragmentData(EventListItem_EventFragment, eventRef);
  const { sales } = event;
  return (
    <ListGroup.Item as="li" className="py-3" data-testid="organization-event">
      <div className="d-flex justify-content-between align-items-start gap-2">
        <Link to={`/manage/${organizationSlug}/events/${event.slug}`} className="fw-semibold">
          {event.title}
        </Link>
        <EventStatusBadge status={event.status} />
      </div>
      <div className="small text-body-secondary mt-1">
        {formatEventRange(event.startsAt, event.endsAt, event.timeZone)}
      </div>
      {sales && (
        <div className="small d-flex flex-wrap gap-3 mt-1" data-testid="event-sales">
          <span>
            {sales.ticketsSold} / {sales.capacity} sold
          </span>
          {/* Door staff get no revenue from the API (null): money is for owners and managers. */}
          {sales.revenueMinor !== null && sales.revenueMinor !== undefined && (
            <span>{formatPrice(sales.revenueMinor, event.currency)} revenue</span>
          )}
        </div>
      )}
    </ListGroup.Item>
  );
}

/**
 * The organization's live dashboard (its totals and sales per day), then every event of the organization, drafts
 * included, each shown in its own time zone with what it has sold.
 */
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
      <OrganizationDashboard organizationId={organization.id} />
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
        <LoadFailedAlert error={error} onRetry={() => void refetch()}>
          We could not load the events.
        </LoadFailedAlert>
      )}
      {data && events.length === 0 && <p className="text-body-secondary">No events yet.</p>}
      {events.length > 0 && (
        <ListGroup as="ul" aria-label="Events">
          {events.map((event) => (
            <EventListItem key={event.id} organizationSlug={organization.slug} event={event} />
          ))}
        </ListGroup>
      )}
    </>
  );
}
