import { describe, expect, it } from 'vitest';
import {
  isOrderCancellable,
  isOrderRefundable,
  isOrderRefunded,
  isOrderSettled,
  ORDER_STATUSES,
  orderHoldsPlaces,
  type OrderStatus,
} from './order-status.ts';

/** Each rule's answer for every status, in ORDER_STATUSES' order, so a status added later must be placed. */
const answers = (rule: (s: OrderStatus) => boolean) => Object.fromEntries(ORDER_STATUSES.map((s) => [s, rule(s)]));

describe('the order rules', () => {
  it('calls settled only what was paid: a webhook delivered again must not pay an expired or cancelled hold', () => {
    expect(answers(isOrderSettled)).toEqual({
      RESERVED: false,
      PAID: true,
      EXPIRED: false,
      CANCELLED: false,
      REFUNDED: true,
      PARTIALLY_REFUNDED: true,
    });
  });

  it('refunds only a paid order with tickets standing: never a hold, nor an order refunded in full', () => {
    expect(answers(isOrderRefundable)).toEqual({
      RESERVED: false,
      PAID: true,
      EXPIRED: false,
      CANCELLED: false,
      REFUNDED: false,
      PARTIALLY_REFUNDED: true,
    });
  });

  it('cancels a hold or a paid order, never one already over', () => {
    expect(ORDER_STATUSES.filter(isOrderCancellable)).toEqual(['RESERVED', 'PAID', 'PARTIALLY_REFUNDED']);
  });

  it('tells the door a void ticket was refunded only when money went back', () => {
    expect(ORDER_STATUSES.filter(isOrderRefunded)).toEqual(['REFUNDED', 'PARTIALLY_REFUNDED']);
  });

  it('counts places held by running holds and paid orders, not by expired, cancelled or refunded ones', () => {
    expect(ORDER_STATUSES.filter(orderHoldsPlaces)).toEqual(['RESERVED', 'PAID', 'PARTIALLY_REFUNDED']);
  });
});
