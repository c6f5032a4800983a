import { useMutation } from '@apollo/client/react';
import { formatPrice } from '@admit/shared';
import { useState } from 'react';
import { graphql } from '../gql/index.ts';
import type { ManagedOrder_OrderFragment as ManagedOrderData } from '../gql/graphql.ts';
import { getFragmentData } from '../../../lib/fragment-masking.ts';
import { useAction } from '../../../lib/forms/use-action.ts';
import { useToast } from '../../../ui/toast-context.ts';
import { ManagedOrder_OrderFragment } from '../event-orders-query.ts';
import { ManageEventQuery } from '../manage-event-query.ts';

const RefundOrderMutation = graphql(`
  mutation RefundOrder($id: ID!, $ticketIds: [ID!]) {
    refundOrder(id: $id, ticketIds: $ticketIds) {
      id
      ...ManagedOrder_order
    }
  }
`);

/** A refund being confirmed: the whole order (every ticket still valid), or one ticket. */
export type Refunding = { ticketIds: string[]; wholeOrder: boolean; amountMinor: number; label: string };

/**
 * A refund asked for, then confirmed: the API refunds the tickets, and a toast says whether the card network has
 * already confirmed it. A refusal (it names `ticketIds`, which has no field) goes in the modal's alert.
 */
export function useRefund(order: ManagedOrderData) {
  const toast = useToast();
  const [refunding, setRefunding] = useState<Refunding | null>(null);
  const action = useAction();
  // Sold counts on the page go down as places go back on sale.
  const [refundOrder] = useMutation(RefundOrderMutation, { refetchQueries: [ManageEventQuery] });

  function ask(next: Refunding) {
    action.setError(null);
    setRefunding(next);
  }

  async function confirm() {
    if (!refunding) return;
    const { ticketIds, wholeOrder, amountMinor } = refunding;
    const price = formatPrice(amountMinor, order.currency);
    const ok = await action.run(async () => {
      const result = await refundOrder({ variables: { id: order.id, ticketIds: wholeOrder ? null : ticketIds } });
      const refunded = result.data ? getFragmentData(ManagedOrder_OrderFragment, result.data.refundOrder) : null;
      const pending = refunded?.refunds.some((r) => r.status === 'PENDING') ?? false;
      toast.show({
        variant: 'success',
        message: pending
          ? `Refund of ${price} asked of the card network; it completes when they confirm.`
          : `Refunded ${price} to ${order.buyerEmail ?? 'the buyer'}.`,
      });
    });
    if (ok) setRefunding(null);
  }

  return { refunding, action, ask, confirm, cancel: () => setRefunding(null) };
}
