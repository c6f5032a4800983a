import { useMutation } from '@apollo/client/react';
import type { ReserveInput } from '@admit/shared';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { saveHold } from '../checkout/index.ts';
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
 * opens checkout. The document is the event page's own, so the page does not carry checkout's documents. Rejects with the API's error (SOLD_OUT, SALE_NOT_OPEN, …) for the caller's form to show.
 */
export function useReserveTickets(): (eventId: string, input: ReserveInput) => Promise<void> {
  const [reserveTickets] = useMutation(ReserveTicketsMutation);
  const navigate = useNavigate();
  return useCallback(
    async (eventId, input) => {
      const { data } = await reserveTickets({
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
      await navigate(`/checkout/${order.id}`);
    },
    [reserveTickets, navigate],
  );
}
