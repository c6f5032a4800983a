import type { ApolloClient } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { ticketsStillToShow } from './group-tickets.ts';
import { MyTicketsQuery } from './my-tickets-query.ts';
import { TicketPageQuery } from './ticket-page-query.ts';
import { useServiceWorkerControl } from './use-service-worker-control.ts';

type FetchPolicy = 'cache-first' | 'network-only';

/** Asks for each ticket's page ahead, so the service worker keeps it: a ticket then opens offline unvisited. */
export function prefetchTicketPages(client: ApolloClient, ids: readonly string[], fetchPolicy: FetchPolicy): void {
  for (const id of ids) {
    // Only ahead of need: a failure shows when the ticket itself is opened.
    client.query({ query: TicketPageQuery, variables: { id }, fetchPolicy }).catch(() => undefined);
  }
}

/**
 * When the service worker first takes control (on the first visit, after the page has loaded what it shows),
 * My tickets and every ticket still to be shown are asked for again, through it, so it keeps them all: whichever
 * tickets page the buyer was on, that first online visit is enough for the network to go. `alsoRefetch` asks
 * for the page's own data too (a past or refunded ticket is not among those still to be shown).
 */
export function useKeepTicketsOffline(alsoRefetch?: () => unknown): void {
  const client = useApolloClient();
  useServiceWorkerControl(() => {
    alsoRefetch?.();
    client
      .query({ query: MyTicketsQuery, fetchPolicy: 'network-only' })
      .then(({ data }) =>
        prefetchTicketPages(client, ticketsStillToShow(data?.myTickets ?? [], new Date()), 'network-only'),
      )
      .catch(() => undefined);
  });
}
