import { useQuery } from '@apollo/client/react';
import { can } from '@admit/shared';
import Alert from 'react-bootstrap/Alert';
import { Link } from 'react-router';
import { LoadFailedAlert } from '../../../ui/LoadFailedAlert.tsx';
import { Spinner } from '../../../ui/Spinner.tsx';
import { SectionFrame } from '../event-page/SectionFrame.tsx';
import { useManagedEvent } from '../event-page/use-managed-event.ts';
import { NewStaffOrderForm } from './NewStaffOrderForm.tsx';
import { StaffOrderTypesQuery } from './staff-order-documents.ts';

/**
 * /manage/:org/events/:slug/orders/new: a pay-later order an owner or manager reserves for a buyer who pays outside
 * Admit (a bank transfer, cash), marked paid on its order page when the money comes.
 */
export function NewStaffOrderSection({ eventSlug }: { eventSlug: string }) {
  const managed = useManagedEvent(eventSlug);
  const { data, error, refetch } = useQuery(StaffOrderTypesQuery, {
    variables: { slug: eventSlug },
    fetchPolicy: 'cache-and-network',
  });
  if (!managed) return null;
  const { event } = managed;
  const ordersPath = `/manage/${event.organizer.slug}/events/${event.slug}/orders`;
  return (
    <SectionFrame id="new-order" title="New order" eventTitle={event.title}>
      <Link to={ordersPath} className="small">
        ← All orders
      </Link>
      <h3 className="h4 mt-2">New pay-later order</h3>
      <p className="text-body-secondary">
        Places held for a buyer who pays by bank transfer or cash. Mark the order paid when the money comes: the tickets
        are issued then.
      </p>
      {!can(event.viewerRole, 'events.manage') ? (
        <Alert variant="info">Only owners and managers take orders for buyers.</Alert>
      ) : data?.event ? (
        <NewStaffOrderForm event={data.event} orderPath={(code) => `${ordersPath}/${code}`} />
      ) : error ? (
        <LoadFailedAlert error={error} onRetry={() => void refetch()}>
          The ticket types could not be loaded.
        </LoadFailedAlert>
      ) : (
        <Spinner size={32} label="Loading the ticket types…" />
      )}
    </SectionFrame>
  );
}
