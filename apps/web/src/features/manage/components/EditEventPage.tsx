import { useQuery } from '@apollo/client/react';
import { can } from '@admit/shared';
import { FullPageSpinner } from '../../../ui/Spinner.tsx';
import { ManageEventQuery } from '../manage-event-query.ts';
import { CheckInLists } from './CheckInLists.tsx';
import { DoorConflicts } from './DoorConflicts.tsx';
import { EventForm } from './EventForm.tsx';
import { EventImages } from './EventImages.tsx';
import { EventLifecycle } from './EventLifecycle.tsx';
import { EventLoadFailed } from './EventLoadFailed.tsx';
import { EventOrders } from './EventOrders.tsx';
import { EventPageHeader } from './EventPageHeader.tsx';
import { TicketTypes } from './TicketTypes.tsx';
import { useSaveEvent } from './use-save-event.ts';

/** One event, for its organizers: lifecycle, ticket types, details and images on one page. */
export function EditEventPage({ orgSlug, eventSlug }: { orgSlug: string; eventSlug: string }) {
  const { data, loading, error, refetch } = useQuery(ManageEventQuery, { variables: { slug: eventSlug } });
  const save = useSaveEvent(eventSlug);

  if (loading && !data) return <FullPageSpinner label="Loading the event…" />;
  if (error || !data) return <EventLoadFailed error={error} orgSlug={orgSlug} onRetry={() => void refetch()} />;

  const event = data.event;
  const mayManage = can(event.viewerRole, 'events.manage');
  const readOnly = !mayManage || event.status === 'ENDED' || event.status === 'CANCELLED';

  return (
    <>
      <EventPageHeader event={event} />
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
          onSubmit={(input) => save(event, input)}
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
