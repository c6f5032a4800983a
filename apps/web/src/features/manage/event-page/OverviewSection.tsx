import { EventLifecycle } from '../components/EventLifecycle.tsx';
import { CancellationProgress } from './CancellationProgress.tsx';
import { LiveDashboard } from './dashboard/LiveDashboard.tsx';
import { SalesSummary } from './SalesSummary.tsx';
import { SectionFrame } from './SectionFrame.tsx';
import { useManagedEvent } from './use-managed-event.ts';

/**
 * Where the event stands: its lifecycle's next steps, a cancellation's refunds, the live dashboard, and a short
 * account of sales.
 */
export function EventOverviewSection({ eventSlug }: { eventSlug: string }) {
  // A route under the frame (ManageEventLayout), which has loaded the event: read from the cache.
  const managed = useManagedEvent(eventSlug);
  if (!managed) return null;
  return (
    <SectionFrame id="overview" title="Overview" eventTitle={managed.event.title}>
      <EventLifecycle event={managed.event} mayManage={managed.mayManage} />
      {managed.event.status === 'CANCELLED' && managed.mayManage && <CancellationProgress eventSlug={eventSlug} />}
      <LiveDashboard eventId={managed.event.id} />
      <SalesSummary event={managed.event} />
    </SectionFrame>
  );
}
