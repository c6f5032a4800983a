import { EventLifecycle } from '../components/EventLifecycle.tsx';
import { SalesSummary } from './SalesSummary.tsx';
import { SectionFrame } from './SectionFrame.tsx';
import { useManagedEvent } from './use-managed-event.ts';

/** Where the event stands: its lifecycle's next steps and a short account of sales. */
export function EventOverviewSection({ eventSlug }: { eventSlug: string }) {
  // A route under the frame (ManageEventLayout), which has loaded the event: read from the cache.
  const managed = useManagedEvent(eventSlug);
  if (!managed) return null;
  return (
    <SectionFrame id="overview" title="Overview" eventTitle={managed.event.title}>
      <EventLifecycle event={managed.event} mayManage={managed.mayManage} />
      <SalesSummary event={managed.event} />
    </SectionFrame>
  );
}
