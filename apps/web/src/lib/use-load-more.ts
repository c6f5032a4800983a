import { useState } from 'react';

/**
 * "Load more" for a list read by cursor: `fetchNext` asks for the page after the last one shown (null when there is
 * none), one at a time; a failure is kept for the button to offer a retry, and the list shown stays as it was.
 */
export function useLoadMore(fetchNext: (() => Promise<unknown>) | null) {
  const [loadingMore, setLoadingMore] = useState(false);
  const [moreFailed, setMoreFailed] = useState(false);

  async function loadMore() {
    if (!fetchNext || loadingMore) return;
    setLoadingMore(true);
    setMoreFailed(false);
    try {
      await fetchNext();
    } catch {
      setMoreFailed(true);
    } finally {
      setLoadingMore(false);
    }
  }

  return { loadMore, loadingMore, moreFailed };
}
