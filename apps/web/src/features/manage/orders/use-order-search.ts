import { useQuery } from '@apollo/client/react';
import { useLoadMore } from '../../../lib/use-load-more.ts';
import { DEFAULT_ORDER_PAGE } from '@admit/shared';
import { EventOrderSearchQuery } from '../event-orders-query.ts';
import type { OrderListFilters } from './order-filters.ts';

/**
 * The orders matching the filters, a page at a time: "Load more" asks for the page after the last one shown, by
 * its cursor, and adds it below. New filters start again at the first page (the API refuses an old cursor).
 */
export function useOrderSearch(eventId: string, filters: OrderListFilters) {
  const filter = { ...filters, first: DEFAULT_ORDER_PAGE };
  const { data, previousData, error, loading, refetch, fetchMore } = useQuery(EventOrderSearchQuery, {
    variables: { eventId, filter },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  // While new filters load, the last answer stays on screen (dimmed) rather than a spinner in its place.
  const page = (data ?? previousData)?.eventOrderSearch ?? null;

  const cursor = data?.eventOrderSearch.endCursor;
  const { loadMore, loadingMore, moreFailed } = useLoadMore(
    cursor
      ? () =>
          fetchMore({
            variables: { eventId, filter: { ...filter, after: cursor } },
            updateQuery: (shown, { fetchMoreResult }) => ({
              eventOrderSearch: {
                ...fetchMoreResult.eventOrderSearch,
                nodes: [...shown.eventOrderSearch.nodes, ...fetchMoreResult.eventOrderSearch.nodes],
              },
            }),
          })
      : null,
  );

  return {
    page,
    error,
    stale: loading && !loadingMore && data === undefined && previousData !== undefined,
    refetch,
    loadMore,
    loadingMore,
    moreFailed,
  };
}
