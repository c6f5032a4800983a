import { useEffect } from 'react';
import { loadAuth } from '../../lib/session/session.ts';

/** Set before leaving for a provider, so the page it returns to knows to finish the sign-in or link. */
const REDIRECT_FLAG = 'admit.socialRedirect';

export const socialRedirect = {
  leaving: () => sessionStorage.setItem(REDIRECT_FLAG, '1'),
  cancelled: () => sessionStorage.removeItem(REDIRECT_FLAG),
  pending: () => sessionStorage.getItem(REDIRECT_FLAG) === '1',
};

/**
 * Back from a provider's page: finishes the sign-in or link, through `run`
 * so errors show where the person is. `onSignedIn` runs when it signed in.
 */
export function useCompleteSocialRedirect(
  run: (action: () => Promise<void>) => Promise<boolean>,
  onSignedIn?: () => void,
): void {
  useEffect(() => {
    if (!socialRedirect.pending()) return;
    void run(async () => {
      socialRedirect.cancelled();
      if ((await (await loadAuth()).completeRedirect()) && onSignedIn) onSignedIn();
    });
  }, [run, onSignedIn]);
}
