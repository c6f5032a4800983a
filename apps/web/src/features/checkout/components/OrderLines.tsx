import { formatAmount, formatPrice } from '@admit/shared';
import Table from 'react-bootstrap/Table';
import { graphql } from '../gql/index.ts';
import { getFragmentData, type FragmentType } from '../../../lib/fragment-masking.ts';

export const OrderLines_OrderFragment = graphql(`
  fragment OrderLines_order on Order {
    currency
    totalMinor
    refundedMinor
    promoCode
    discountMinor
    lines {
      id
      ticketTypeName
      quantity
      unitPriceMinor
      listUnitPriceMinor
      totalMinor
    }
  }
`);

/** What the order holds and what it costs: amounts are the server's, shown in the event's currency. */
export function OrderLines({ order: orderRef }: { order: FragmentType<typeof OrderLines_OrderFragment> }) {
  const order = getFragmentData(OrderLines_OrderFragment, orderRef);
  const price = (minor: number) => formatPrice(minor, order.currency);
  return (
    <Table size="sm" className="mb-3" aria-label="Your tickets">
      <thead className="visually-hidden">
        <tr>
          <th scope="col">Ticket</th>
          <th scope="col">Amount</th>
        </tr>
      </thead>
      <tbody>
        {order.lines.map((line) => (
          <tr key={line.id}>
            <td>
              {line.quantity} × {line.ticketTypeName}
              {(line.quantity > 1 || line.listUnitPriceMinor !== null) && (
                <span className="d-block small text-body-secondary">
                  {price(line.unitPriceMinor)} each
                  {line.listUnitPriceMinor !== null && <> (was {price(line.listUnitPriceMinor)})</>}
                </span>
              )}
            </td>
            <td className="text-end">{price(line.totalMinor)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        {order.promoCode && order.discountMinor > 0 && (
          <tr className="text-success">
            {/* The lines are at the code's prices already: this says what it saved, it takes nothing more off. */}
            <td>Saved with {order.promoCode}</td>
            <td className="text-end" data-testid="order-discount">
              {formatAmount(order.discountMinor, order.currency)}
            </td>
          </tr>
        )}
        <tr className="fw-semibold">
          <td>Total</td>
          <td className="text-end" data-testid="order-total">
            {price(order.totalMinor)}
          </td>
        </tr>
        {order.refundedMinor > 0 && (
          <tr>
            <td>Refunded</td>
            <td className="text-end" data-testid="order-refunded">
              {price(order.refundedMinor)}
            </td>
          </tr>
        )}
      </tfoot>
    </Table>
  );
}
