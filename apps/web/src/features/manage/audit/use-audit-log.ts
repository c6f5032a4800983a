import { useQuery } from '@apollo/client/react';
import { DEFAULT_AUDIT_PAGE, type AuditLogFilter } from '@admit/shared';
import { useState } from 'react';
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
  const [loadingMore, setLoadingMore] = useState(false);
  const [moreFailed, setMoreFailed] = useState(false);
  // While a new filter loads, the last answer stays on screen (dimmed) rather than a spinner in its place.
  const page = (data ?? previousData)?.auditLog ?? null;

  async function loadMore() {
    if (!data?.auditLog.endCursor || loadingMore) return;
    setLoadingMore(true);
    setMoreFailed(false);
    try {
      await fetchMore({
        variables: { ...variables, after: data.auditLog.endCursor },
        updateQuery: (shown, { fetchMoreResult }) => ({
          auditLog: {
            ...fetchMoreResult.auditLog,
            entries: [...shown.auditLog.entries, ...fetchMoreResult.auditLog.entries],
          },
        }),
      });
    } catch {
      setMoreFailed(true);
    } finally {
      setLoadingMore(false);
    }
  }

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
