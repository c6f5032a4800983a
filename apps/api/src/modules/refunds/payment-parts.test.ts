import { describe, expect, it } from 'vitest';
import { splitOverPayments } from './payment-parts.ts';

// A refund never asks one card payment for more than it took: an order whose ticket moved to a dearer type was paid
// twice (the order, then the difference), and its refunds draw on the newest payment first.
describe('a refund split over an order’s card payments', () => {
  const paid = [
    { paymentIntentId: 'pi_order', amountMinor: 5500 },
    { paymentIntentId: 'pi_change', amountMinor: 2500 },
  ];

  it('takes a whole refund from both payments, the newest first', () => {
    expect(splitOverPayments(paid, 0, 8000)).toEqual([
      { paymentIntentId: 'pi_change', amountMinor: 2500 },
      { paymentIntentId: 'pi_order', amountMinor: 5500 },
    ]);
  });

  it('takes a later refund from what earlier refunds left', () => {
    expect(splitOverPayments(paid, 2000, 1000)).toEqual([
      { paymentIntentId: 'pi_change', amountMinor: 500 },
      { paymentIntentId: 'pi_order', amountMinor: 500 },
    ]);
    expect(splitOverPayments(paid, 3000, 1500)).toEqual([{ paymentIntentId: 'pi_order', amountMinor: 1500 }]);
  });

  it('asks the only payment of an order paid once for the whole refund', () => {
    expect(splitOverPayments([{ paymentIntentId: 'pi_order', amountMinor: 5500 }], 1500, 4000)).toEqual([
      { paymentIntentId: 'pi_order', amountMinor: 4000 },
    ]);
  });
});
