import { describe, expect, it } from 'vitest';
import { refundableTicketIds, refundAmountMinor } from './refund-amount.ts';

const order = {
  lines: [
    { id: 'standard', unitPriceMinor: 2500 },
    { id: 'vip', unitPriceMinor: 7999 },
  ],
  tickets: [
    { id: 't1', status: 'VALID', orderLineId: 'standard' },
    { id: 't2', status: 'VOID', orderLineId: 'standard' },
    { id: 't3', status: 'VALID', orderLineId: 'vip' },
  ],
};

describe('refund amounts', () => {
  it('is the unit price of each ticket’s own line', () => {
    expect(refundAmountMinor(order, ['t3'])).toBe(7999);
    expect(refundAmountMinor(order, ['t1', 't3'])).toBe(10_499);
  });

  it('takes only tickets that still admit someone for a whole-order refund', () => {
    expect(refundableTicketIds(order)).toEqual(['t1', 't3']);
    expect(refundAmountMinor(order, refundableTicketIds(order))).toBe(10_499);
  });
});
