import { TicketTypes } from '../components/TicketTypes.tsx';
import { SectionFrame } from './SectionFrame.tsx';
import { useManagedEvent } from './use-managed-event.ts';

/** The event's ticket types with what has sold, and the form to add or change one. */
export function EventTicketTypesSection({ eventSlug }: { eventSlug: string }) {
  // A route under the frame (ManageEventLayout), which has loaded the event: read from the cache.
  const managed = useManagedEvent(eventSlug);
  if (!managed) return null;
  return (
    <SectionFrame id="ticket-types" title="Ticket types" eventTitle={managed.event.title}>
      <TicketTypes event={managed.event} readOnly={managed.readOnly} />
    </SectionFrame>
  );
}
