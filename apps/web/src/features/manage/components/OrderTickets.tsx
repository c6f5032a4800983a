import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import ListGroup from 'react-bootstrap/ListGroup';
import type { ManagedOrder_OrderFragment as ManagedOrderData } from '../gql/graphql.ts';
import { refundAmountMinor } from '../refund-amount.ts';
import type { Refunding } from './use-refund.ts';

type Props = {
  order: ManagedOrderData;
  /** Whether the order's tickets may still be refunded (it is paid, or partly refunded). */
  refundable: boolean;
  price: (minor: number) => string;
  onRefund: (refund: Refunding) => void;
};

/** An order's tickets, each with what refunding it gives back, and its refund button while it still admits. */
export function OrderTickets({ order, refundable, price, onRefund }: Props) {
  if (order.tickets.length === 0) return null;
  return (
    <>
      <h4 className="h6 mb-1">Tickets</h4>
      <ListGroup as="ul" className="mb-2" aria-label="Tickets of this order">
        {order.tickets.map((t) => {
          const amountMinor = refundAmountMinor(order, [t.id]);
          return (
            <ListGroup.Item
              as="li"
              key={t.id}
              className="d-flex justify-content-between align-items-center gap-2"
              data-testid="order-ticket"
            >
              <div>
                <div className="fw-semibold">{t.attendeeName}</div>
                <div className="small text-body-secondary">
                  {t.ticketTypeName} · {price(amountMinor)}
                </div>
              </div>
              {t.status === 'VOID' ? (
                <Badge bg="secondary">Refunded</Badge>
              ) : (
                refundable && (
                  <Button
                    variant="outline-danger"
                    size="sm"
                    onClick={() =>
                      onRefund({
                        ticketIds: [t.id],
                        wholeOrder: false,
                        amountMinor,
                        label: `${t.attendeeName}’s ${t.ticketTypeName} ticket`,
                      })
                    }
                  >
                    Refund<span className="visually-hidden"> {t.attendeeName}’s ticket</span>
                  </Button>
                )
              )}
            </ListGroup.Item>
          );
        })}
      </ListGroup>
    </>
  );
}
