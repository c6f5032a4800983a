import { can } from '@admit/shared';
import Alert from 'react-bootstrap/Alert';
import { OrdersList } from '../orders/OrdersList.tsx';
import { SectionFrame } from './SectionFrame.tsx';
import { useManagedEvent } from './use-managed-event.ts';

/** The event's orders (search, filters, a table or cards), for owners and managers; door staff who follow a link here are told they are not theirs. */
export function EventOrdersSection({ eventSlug }: { eventSlug: string }) {
  // A route under the frame (ManageEventLayout), which has loaded the event: read from the cache.
  const managed = useManagedEvent(eventSlug);
  if (!managed) return null;
  const { event } = managed;
  return (
    <SectionFrame id="orders" title="Orders" eventTitle={event.title}>
      {can(event.viewerRole, 'orders.view') ? (
        <OrdersList eventId={event.id} eventSlug={event.slug} timeZone={event.timeZone} />
      ) : (
        <Alert variant="info">Only owners and managers see the event’s orders.</Alert>
      )}
    </SectionFrame>
  );
}
