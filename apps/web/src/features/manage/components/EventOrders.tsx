import { useQuery } from '@apollo/client/react';
import { formatEventDateTime, formatPrice } from '@admit/shared';
import { useState } from 'react';
import ListGroup from 'react-bootstrap/ListGroup';
import { getFragmentData } from '../../../lib/fragment-masking.ts';
import { OrderStatusBadge } from '../../../ui/OrderStatusBadge.tsx';
import { Spinner } from '../../../ui/Spinner.tsx';
import { EventOrdersQuery, ManagedOrder_OrderFragment } from '../event-orders-query.ts';
import { ManagedOrder } from './ManagedOrder.tsx';
import { LoadFailedAlert } from '../../../ui/LoadFailedAlert.tsx';

/** The event's orders for its owners and managers: who bought, its status, total and date; one opens at a time. */
export function EventOrders({ eventId, timeZone }: { eventId: string; timeZone: string }) {
  const { data, error, refetch } = useQuery(EventOrdersQuery, {
    variables: { eventId },
    fetchPolicy: 'cache-and-network',
  });
  const [openId, setOpenId] = useState<string | null>(null);

  if (!data) {
    if (!error) return <Spinner size={32} label="Loading the orders…" />;
    return (
      <LoadFailedAlert error={error} onRetry={() => void refetch()}>
        The orders could not be loaded.
      </LoadFailedAlert>
    );
  }
  const orders = data.eventOrders.map((ref) => getFragmentData(ManagedOrder_OrderFragment, ref));
  if (orders.length === 0) return <p className="text-body-secondary">No orders yet.</p>;

  return (
    <ListGroup as="ul" aria-label="Orders">
      {orders.map((order) => {
        const open = openId === order.id;
        const panelId = `order-${order.id}`;
        return (
          <ListGroup.Item as="li" key={order.id} data-testid="event-order">
            <button
              type="button"
              className="btn btn-link text-reset text-decoration-none p-0 w-100 text-start"
              aria-expanded={open}
              aria-controls={panelId}
              onClick={() => setOpenId(open ? null : order.id)}
            >
              <span className="d-flex justify-content-between align-items-start gap-2">
                <span className="text-break">
                  <span className="d-block fw-semibold">{order.buyerEmail ?? 'No email given'}</span>
                  <span className="d-block small text-body-secondary">
                    {formatEventDateTime(order.createdAt, timeZone)}
                  </span>
                </span>
                <span className="text-end flex-shrink-0">
                  <OrderStatusBadge status={order.status} />
                  <span className="d-block small mt-1">{formatPrice(order.totalMinor, order.currency)}</span>
                </span>
              </span>
            </button>
            <div id={panelId} hidden={!open}>
              {open && <ManagedOrder order={order} timeZone={timeZone} />}
            </div>
          </ListGroup.Item>
        );
      })}
    </ListGroup>
  );
}
