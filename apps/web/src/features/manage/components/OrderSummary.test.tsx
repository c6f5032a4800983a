import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ManagedOrder_OrderFragment } from '../gql/graphql.ts';
import { OrderSummary } from './OrderSummary.tsx';

const order = {
  id: 'o1',
  status: 'PAID',
  currency: 'GBP',
  totalMinor: 4500,
  refundedMinor: 0,
  promoCode: 'HARBOUR10',
  discountMinor: 500,
  buyerEmail: 'ada@example.test',
  createdAt: '2026-11-28T10:00:00.000Z',
  paidAt: '2026-11-28T10:01:00.000Z',
  lines: [{ id: 'l1', ticketTypeName: 'General admission', quantity: 2, unitPriceMinor: 2250, totalMinor: 4500 }],
  tickets: [],
} as unknown as ManagedOrder_OrderFragment;

const price = (minor: number) => `£${(minor / 100).toFixed(2)}`;

describe('OrderSummary', () => {
  // Guards: the back office sees which promo code priced an order and what it took off; an order without one says nothing.
  it('names the promo code an order used and what it took off', () => {
    const { rerender } = render(<OrderSummary order={order} timeZone="Europe/London" price={price} />);
    expect(screen.getByTestId('order-promo-code').textContent).toBe('HARBOUR10, £5.00 off');
    rerender(
      <OrderSummary order={{ ...order, promoCode: null, discountMinor: 0 }} timeZone="Europe/London" price={price} />,
    );
    expect(screen.queryByTestId('order-promo-code')).toBeNull();
  });
});
