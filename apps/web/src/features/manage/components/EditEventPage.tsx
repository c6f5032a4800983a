import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { can, ErrorCode, formatEventRange, type EventInput } from '@admit/shared';
import Alert from 'react-bootstrap/Alert';
import { Link, useNavigate } from 'react-router';
import { graphql } from '../gql/index.ts';
import { apiErrorCode } from '../../../lib/api-errors.ts';
import { FullPageSpinner } from '../../../ui/Spinner.tsx';
import { ManageEventQuery } from '../manage-event-query.ts';
import { CheckInLists } from './CheckInLists.tsx';
import { DoorConflicts } from './DoorConflicts.tsx';
import { EventForm } from './EventForm.tsx';
import { EventImages } from './EventImages.tsx';
import { EventLifecycle } from './EventLifecycle.tsx';
import { EventOrders } from './EventOrders.tsx';
import { EventStatusBadge } from './EventStatusBadge.tsx';
import { TicketTypes } from './TicketTypes.tsx';
import { LoadFailedAlert } from '../../../ui/LoadFailedAlert.tsx';

const UpdateEventMutation = graphql(`
  mutation UpdateEvent($id: ID!, $input: EventInput!) {
    updateEvent(id: $id, input: $input) {
      id
      slug
      startsAt
      endsAt
      ...EventForm_event
    }
  }
`);

/** One event, for its organizers: lifecycle, ticket types, details and images on one page. */
export function EditEventPage({ orgSlug, eventSlug }: { orgSlug: string; eventSlug: string }) {
  const navigate = useNavigate();
  const client = useApolloClient();
  const { data, loading, error, refetch } = useQuery(ManageEventQuery, { variables: { slug: eventSlug } });
  const [updateEvent] = useMutation(UpdateEventMutation);

  if (loading && !data) return <FullPageSpinner label="Loading the event…" />;
  if (error || !data) {
    if (apiErrorCode(error) !== ErrorCode.NOT_FOUND) {
      return (
        <LoadFailedAlert error={error} onRetry={() => void refetch()}>
          We could not load this event.
        </LoadFailedAlert>
      );
    }
    return (
      <Alert variant="warning" role="alert">
        We could not find that event among your organizations’.{' '}
        <Alert.Link as={Link} to={`/manage/${orgSlug}`}>
          Back to the organization
        </Alert.Link>
      </Alert>
    );
  }

  const event = data.event;
  const mayManage = can(event.viewerRole, 'events.manage');
  const readOnly = !mayManage || event.status === 'ENDED' || event.status === 'CANCELLED';
  const organizationPath = `/manage/${event.organizer.slug}`;

  async function save(input: EventInput) {
    const result = await updateEvent({ variables: { id: event.id, input } });
    const slug = result.data?.updateEvent.slug;
    if (!slug || slug === eventSlug) return;
    // A new address moves this page too; the old one would no longer find the event. The event is
    // cached by id, so filing it under the new slug as well spares a reload and keeps the form's message.
    const current = client.readQuery({ query: ManageEventQuery, variables: { slug: eventSlug } });
    if (current) client.writeQuery({ query: ManageEventQuery, variables: { slug }, data: current });
    void navigate(`${organizationPath}/events/${slug}`, { replace: true });
  }

  return (
    <>
      <title>{`${event.title} · Manage · Admit`}</title>
      <nav aria-label="Breadcrumb" className="small mb-2">
        <Link to={organizationPath}>{event.organizer.name}</Link>
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
      <EventLifecycle event={event} mayManage={mayManage} />

      <section className="mb-4" aria-labelledby="ticket-types-heading">
        <h2 id="ticket-types-heading" className="h5">
          Ticket types
        </h2>
        <TicketTypes event={event} readOnly={readOnly} />
      </section>

      {mayManage && (
        <section className="mb-4" aria-labelledby="orders-heading">
          <h2 id="orders-heading" className="h5">
            Orders
          </h2>
          <EventOrders eventId={event.id} timeZone={event.timeZone} />
        </section>
      )}

      {event.status !== 'DRAFT' && (
        <section className="mb-4" aria-labelledby="check-in-heading">
          <h2 id="check-in-heading" className="h5">
            Check-in
          </h2>
          <CheckInLists eventSlug={event.slug} mayManage={mayManage} />
          <DoorConflicts eventId={event.id} timeZone={event.timeZone} />
        </section>
      )}

      <section className="mb-4" aria-labelledby="details-heading">
        <h2 id="details-heading" className="h5">
          Details
        </h2>
        <EventForm
          key={event.id}
          event={event}
          readOnly={readOnly}
          submitLabel="Save changes"
          busyLabel="Saving…"
          savedMessage="Your changes are saved."
          onSubmit={save}
        />
      </section>

      <section className="mb-4" aria-labelledby="images-heading">
        <h2 id="images-heading" className="h5">
          Images
        </h2>
        <EventImages event={event} readOnly={readOnly} />
      </section>
    </>
  );
}
