import { can } from '@admit/shared';
import Alert from 'react-bootstrap/Alert';
import { SectionFrame } from '../event-page/SectionFrame.tsx';
import { useManagedEvent } from '../event-page/use-managed-event.ts';
import { OrderDetailPage } from './OrderDetailPage.tsx';

/**
 * /manage/:org/events/:slug/orders/:code: one order of the event, under the event's frame (which loaded the
 * event). Owners and managers only; door staff who follow a link here are told it is not theirs.
 */
export function EventOrderDetailSection({ eventSlug, orderCode }: { eventSlug: string; orderCode: string }) {
  const managed = useManagedEvent(eventSlug);
  if (!managed) return null;
  const { event } = managed;
  const code = orderCode.toUpperCase();
  return (
    <SectionFrame id="order" title={`Order ${code}`} eventTitle={event.title}>
      {can(event.viewerRole, 'orders.view') ? (
        <OrderDetailPage
          eventId={event.id}
          timeZone={event.timeZone}
          ordersPath={`/manage/${event.organizer.slug}/events/${event.slug}/orders`}
          code={code}
        />
      ) : (
        <Alert variant="info">Only owners and managers see the event’s orders.</Alert>
      )}
    </SectionFrame>
  );
}
