import { EventImages } from '../components/EventImages.tsx';
import { SectionFrame } from './SectionFrame.tsx';
import { useManagedEvent } from './use-managed-event.ts';

/** The cover and the gallery. */
export function EventImagesSection({ eventSlug }: { eventSlug: string }) {
  // A route under the frame (ManageEventLayout), which has loaded the event: read from the cache.
  const managed = useManagedEvent(eventSlug);
  if (!managed) return null;
  return (
    <SectionFrame id="images" title="Images" eventTitle={managed.event.title}>
      <EventImages event={managed.event} readOnly={managed.readOnly} />
    </SectionFrame>
  );
}
