import { useEffect } from 'react';

/** Back from another app or a locked screen: ask again, so the countdown is the server's, not a sleeping clock's. */
export function useRefetchWhenVisible(refetch: () => Promise<unknown>): void {
  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState === 'visible') void refetch().catch(() => undefined);
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [refetch]);
}
