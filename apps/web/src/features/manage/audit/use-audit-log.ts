import { useQuery } from '@apollo/client/react';
import { useLoadMore } from '../../../lib/use-load-more.ts';
import { DEFAULT_AUDIT_PAGE, type AuditLogFilter } from '@admit/shared';
import { AuditLogQuery } from './audit-log-query.ts';

/**
 * The records matching the filter, a page at a time: "Load more" asks for the page after the last one shown, by
 * its cursor, and adds it below. A new filter starts again at the first page (the API refuses an old cursor).
 */
export function useAuditLog(organizationId: string, filter: AuditLogFilter) {
  const variables = { organizationId, filter, first: DEFAULT_AUDIT_PAGE };
  const { data, previousData, error, loading, refetch, fetchMore } = useQuery(AuditLogQuery, {
    variables,
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  // While a new filter loads, the last answer stays on screen (dimmed) rather than a spinner in its place.
  const page = (data ?? previousData)?.auditLog ?? null;

  const cursor = data?.auditLog.endCursor;
  const { loadMore, loadingMore, moreFailed } = useLoadMore(
    cursor
      ? () =>
          fetchMore({
            variables: { ...variables, after: cursor },
            updateQuery: (shown, { fetchMoreResult }) => ({
              auditLog: {
                ...fetchMoreResult.auditLog,
                entries: [...shown.auditLog.entries, ...fetchMoreResult.auditLog.entries],
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
