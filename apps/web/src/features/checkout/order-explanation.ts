import type { OrderPageQuery } from './gql/graphql.ts';

type Order = Pick<OrderPageQuery['order'], 'latePayment' | 'status'>;

/** What became of the order, in a sentence: the late-payment outcome first, since the buyer must be told it. */
export function orderExplanation(order: Order): string | null {
  if (order.latePayment === 'KEPT') {
    return 'Your payment arrived after your hold ended. Places were still free, so your tickets are yours.';
  }
  if (order.latePayment === 'REFUNDED') {
    return (
      'Your payment arrived after your hold ended, and the tickets had gone to other buyers, so it was refunded ' +
      'in full. It may take a few days to reach your account.'
    );
  }
  switch (order.status) {
    case 'RESERVED':
      return 'Your tickets are held while you finish checkout.';
    case 'EXPIRED':
      return 'The hold ended before payment, and the tickets went back on sale. Nothing was charged.';
    case 'CANCELLED':
      return 'This reservation was let go before payment. Nothing was charged.';
    case 'REFUNDED':
      return 'This order was refunded, and its tickets no longer admit anyone.';
    case 'PARTIALLY_REFUNDED':
      return 'Some tickets of this order were refunded; the others still admit their holders.';
    default:
      return null;
  }
}
