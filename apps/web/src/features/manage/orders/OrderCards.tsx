import { formatEventDateTime, formatPrice } from '@admit/shared';
import type { Table } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import ListGroup from 'react-bootstrap/ListGroup';
import { Link } from 'react-router';
import { OrderStatusBadge } from '../../../ui/OrderStatusBadge.tsx';
import { attendeesOf, paymentLabel, type OrderRow } from './order-columns.tsx';
import { SelectRowBox } from './SelectBoxes.tsx';

/**
 * The orders as cards, on a phone: the same rows, selection and order as the laptop's table (one table model),
 * each card opening into its order.
 */
export function OrderCards({
  table,
  timeZone,
  renderOrder,
}: {
  table: Table<OrderRow>;
  timeZone: string;
  renderOrder: (order: OrderRow) => ReactNode;
}) {
  return (
    <ListGroup as="ul" aria-label="Orders" data-testid="order-cards">
      {table.getRowModel().rows.map((row) => {
        const order = row.original;
        const open = row.getIsExpanded();
        return (
          <ListGroup.Item as="li" key={row.id} data-testid="event-order" aria-selected={row.getIsSelected()}>
            <div className="d-flex gap-2 align-items-start">
              <span className="pt-1">
                <SelectRowBox row={row} />
              </span>
              <button
                type="button"
                className="btn btn-link text-reset text-decoration-none p-0 flex-grow-1 text-start"
                aria-expanded={open}
                aria-controls={`order-${row.id}`}
                onClick={row.getToggleExpandedHandler()}
              >
                <span className="d-flex justify-content-between align-items-start gap-2">
                  <span className="text-break">
                    <span className="d-block fw-semibold">{order.buyerEmail ?? 'No email given'}</span>
                    <span className="d-block small">{attendeesOf(order)}</span>
                    <span className="d-block small text-body-secondary">
                      {formatEventDateTime(order.createdAt, timeZone)} · {paymentLabel(order)}
                    </span>
                  </span>
                  <span className="text-end flex-shrink-0">
                    <OrderStatusBadge status={order.status} />
                    <span className="d-block small mt-1">{formatPrice(order.totalMinor, order.currency)}</span>
                  </span>
                </span>
              </button>
            </div>
            <div className="small ms-4 mt-1">
              Order{' '}
              <Link
                to={encodeURIComponent(order.code)}
                className="font-monospace fw-semibold"
                data-testid="order-code-link"
              >
                {order.code}
              </Link>
            </div>
            {open && <div id={`order-${row.id}`}>{renderOrder(order)}</div>}
          </ListGroup.Item>
        );
      })}
    </ListGroup>
  );
}
