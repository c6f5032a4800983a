import type { ReserveInput } from '@admit/shared';
import { useCallback } from 'react';
import { loadApolloClient } from '../../lib/apollo-client.ts';
import { saveHold } from '../../lib/hold-store.ts';
import { graphql } from './gql/index.ts';

const ReserveTicketsMutation = graphql(`
  mutation ReserveTickets($eventId: ID!, $input: ReserveInput!) {
    reserveTickets(eventId: $eventId, input: $input) {
      claimToken
      order {
        id
      }
    }
  }
`);

/**
 * "Get tickets": holds the places, keeps the claim token in this browser (the visitor may be signed out), and
 * opens checkout, a page of the client-rendered app. The document is the event page's own, so the page does not
 * carry checkout's documents. Rejects with the API's error (SOLD_OUT, SALE_NOT_OPEN, …) for the caller's form to
 * show.
 */
export function useReserveTickets(): (eventId: string, input: ReserveInput) => Promise<void> {
  return useCallback(async (eventId, input) => {
    const client = await loadApolloClient();
    const { data } = await client.mutate({
      mutation: ReserveTicketsMutation,
      variables: {
        eventId,
        input: {
          lines: input.lines.map(({ ticketTypeId, quantity }) => ({ ticketTypeId, quantity })),
          unlockCode: input.unlockCode ?? null,
        },
      },
    });
    if (!data) throw new Error('The reservation returned nothing.');
    const { order, claimToken } = data.reserveTickets;
    saveHold({ orderId: order.id, claimToken });
    window.location.assign(`/checkout/${order.id}`);
  }, []);
}
