import { useCallback, useState } from 'react';

/** Busy flag and one error message around an async action: the state every form submit needs. */
export function useAsyncAction(toMessage: (error: unknown) => string) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = useCallback(
    async (action: () => Promise<void>): Promise<boolean> => {
      setBusy(true);
      setError(null);
      try {
        await action();
        return true;
      } catch (e) {
        // The person sees a friendly message; the console keeps the cause for support.
        console.error(e);
        setError(toMessage(e));
        return false;
      } finally {
        setBusy(false);
      }
    },
    [toMessage],
  );
  return { busy, error, run, setError };
}
