import { EventForm } from '../components/EventForm.tsx';
import { useSaveEvent } from '../components/use-save-event.ts';
import { SectionFrame } from './SectionFrame.tsx';
import { useManagedEvent } from './use-managed-event.ts';

/** The event's form: title, address, description, venue, dates, zone, currency and FAQ. */
export function EventDetailsSection({ eventSlug }: { eventSlug: string }) {
  // A route under the frame (ManageEventLayout), which has loaded the event: read from the cache.
  const managed = useManagedEvent(eventSlug);
  const save = useSaveEvent(eventSlug);
  if (!managed) return null;
  const { event, readOnly } = managed;
  return (
    <SectionFrame id="details" title="Details" eventTitle={event.title}>
      <EventForm
        key={event.id}
        event={event}
        readOnly={readOnly}
        submitLabel="Save changes"
        busyLabel="Saving…"
        savedMessage="Your changes are saved."
        onSubmit={(input) => save(event, input)}
      />
    </SectionFrame>
  );
}
