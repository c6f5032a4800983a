/**
 * The service worker keeps the answers of these GraphQL queries (sent as GET, named in the URL's operationName)
 * in a cache of their own, so a buyer's tickets open with the network off. They carry the viewer's private data:
 * only these operations are kept, and the cache is emptied when the session ends (lib/session/session.ts).
 * vite.config.ts builds the service worker's route from the same names.
 */
export const OFFLINE_TICKETS_CACHE = 'admit-tickets';

/** My tickets and one ticket's page (features/tickets); a test checks the documents carry these names. */
export const OFFLINE_TICKET_OPERATIONS: readonly string[] = ['MyTickets', 'TicketPage'];

/** Apollo's GET for one of those queries, `/graphql?operationName=MyTickets&…`, and no other operation. */
export const OFFLINE_TICKET_QUERY_URL = new RegExp(
  `/graphql\\?(?:[^#]*&)?operationName=(?:${OFFLINE_TICKET_OPERATIONS.join('|')})(?:[&#]|$)`,
);

/** Forgets the kept tickets: the next person on this phone must not see the last one's. */
export async function clearOfflineTickets(): Promise<void> {
  if (typeof caches === 'undefined') return;
  await caches.delete(OFFLINE_TICKETS_CACHE).catch(() => undefined);
}
