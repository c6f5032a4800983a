import { CheckInLists } from '../components/CheckInLists.tsx';
import { DoorConflicts } from '../components/DoorConflicts.tsx';
import { ExportMenu } from '../exports/ExportMenu.tsx';
import { SectionFrame } from './SectionFrame.tsx';
import { useManagedEvent } from './use-managed-event.ts';

/** The door: check-in lists, and tickets two devices both let in. A draft has no door yet. */
export function EventCheckInSection({ eventSlug }: { eventSlug: string }) {
  // A route under the frame (ManageEventLayout), which has loaded the event: read from the cache.
  const managed = useManagedEvent(eventSlug);
  if (!managed) return null;
  const { event, mayManage } = managed;
  return (
    <SectionFrame id="check-in" title="Check-in" eventTitle={event.title}>
      {event.status === 'DRAFT' ? (
        <p className="text-body-secondary">Check-in lists open once the event is published.</p>
      ) : (
        <>
          <CheckInLists eventSlug={event.slug} mayManage={mayManage} />
          <DoorConflicts eventId={event.id} timeZone={event.timeZone} />
          {/* Every scan, as a file: owners and managers only (the API refuses door staff). */}
          {mayManage ? (
            <div className="mt-3">
              <ExportMenu eventId={event.id} kind="checkins" />
            </div>
          ) : null}
        </>
      )}
    </SectionFrame>
  );
}
