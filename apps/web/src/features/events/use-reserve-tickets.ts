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
    // The waiting room's pass, when this browser was given one, with the key it is bound to (loaded with the client,
    // on the first "Get tickets": reading the page never needs it).
    const [client, { passFor, browserKeyHeaders, waitingRoomUrlOf }] = await Promise.all([
      loadApolloClient(),
      import('./reserve-rules.ts'),
    ]);
    const admissionToken = passFor(eventId);
    const { data } = await client
      .mutate({
        mutation: ReserveTicketsMutation,
        variables: {
          eventId,
          input: {
            lines: input.lines.map(({ ticketTypeId, quantity }) => ({ ticketTypeId, quantity })),
            unlockCode: input.unlockCode ?? null,
            admissionToken,
          },
        },
        context: { headers: browserKeyHeaders() },
      })
      .catch((error: unknown) => {
        // Sold through a waiting room: the visitor is taken to it, where their turn comes in order.
        const joinUrl = waitingRoomUrlOf(error);
        if (joinUrl) window.location.assign(joinUrl);
        throw error;
      });
    if (!data) throw new Error('The reservation returned nothing.');
    const { order, claimToken } = data.reserveTickets;
    saveHold({ orderId: order.id, claimToken });
    window.location.assign(`/checkout/${order.id}`);
  }, []);
}
