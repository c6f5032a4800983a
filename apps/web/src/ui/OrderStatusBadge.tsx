import type { OrderStatus } from '@admit/shared';
import Badge from 'react-bootstrap/Badge';

/** An order's status as the API names it (Order.status), from the one list in @admit/shared. */
export type OrderStatusValue = OrderStatus;

const LOOK: Record<OrderStatusValue, { label: string; bg: string; text?: 'dark' }> = {
  PAID: { label: 'Paid', bg: 'success' },
  RESERVED: { label: 'Reserved', bg: 'warning', text: 'dark' },
  EXPIRED: { label: 'Expired', bg: 'secondary' },
  CANCELLED: { label: 'Cancelled', bg: 'secondary' },
  REFUNDED: { label: 'Refunded', bg: 'dark' },
  PARTIALLY_REFUNDED: { label: 'Partially refunded', bg: 'info', text: 'dark' },
};

/** Where an order stands, in words and colour, for buyers and organizers alike. */
export function OrderStatusBadge({ status }: { status: OrderStatusValue }) {
  const look = LOOK[status];
  return (
    <Badge bg={look.bg} {...(look.text ? { text: look.text } : {})} data-testid="order-status">
      {look.label}
    </Badge>
  );
}
