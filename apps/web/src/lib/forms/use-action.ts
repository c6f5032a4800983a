import { useCallback, useState } from 'react';
import { errorMessage } from '../error-message.ts';

type Options = {
  /** Words for a failure; by default the API's or Firebase's message for people. */
  toMessage?: (error: unknown) => string;
};

/**
 * The API's words for a failure, read by a module loaded when something fails: the public event page's first
 * visit then carries none of it (issue 13's budget for that page).
 */
const apiErrorMessageLater = async (error: unknown) => (await import('../api-errors.ts')).apiErrorMessage(error);

/**
 * A button that acts without fields (revoke, publish, send the code again): busy while it runs, and its failure in
 * words for the alert beside it. Forms with fields use useSchemaForm, which adds the shared rules and puts refusals
 * beside their inputs. `run` resolves to whether the action worked.
 */
export function useAction({ toMessage = errorMessage }: Options = {}) {
  return useActionReporting(toMessage);
}

/**
 * useAction for an action that only reaches the API. The public event page's (reserve, release a hold) use it: its
 * script then carries no Firebase words, which only the signed-in screens need.
 */
export function useApiAction() {
  return useActionReporting(apiErrorMessageLater);
}

function useActionReporting(toMessage: (error: unknown) => string | Promise<string>) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const run = useCallback(
    async (action: () => Promise<unknown>): Promise<boolean> => {
      setBusy(true);
      setError(null);
      try {
        await action();
        return true;
      } catch (e) {
        // The person sees a friendly message; the console keeps the cause for support.
        console.warn(e);
        setError(await toMessage(e));
        return false;
      } finally {
        setBusy(false);
      }
    },
    [toMessage],
  );

  return { busy, error, setError, run };
}

export type Action = ReturnType<typeof useAction>;
