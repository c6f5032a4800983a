import { useEffect } from 'react';

/**
 * Keeps the screen on while a ticket is shown, so the code is still there when the phone reaches the scanner.
 * No web API sets the screen's brightness; what wallets on the web do is this, with a plain white code card.
 * The browser drops the lock whenever the page is hidden, so it is asked for again each time the page comes
 * back into view. Where the API is missing or refuses (battery saver, an old browser), the page works as is.
 */
export function useScreenWakeLock(active: boolean): void {
  useEffect(() => {
    if (!active || !('wakeLock' in navigator)) return;
    let sentinel: WakeLockSentinel | null = null;
    let ended = false;
    const acquire = () => {
      if (document.visibilityState !== 'visible' || (sentinel && !sentinel.released)) return;
      navigator.wakeLock.request('screen').then(
        (lock) => {
          if (ended) void lock.release();
          else sentinel = lock;
        },
        () => undefined,
      );
    };
    acquire();
    document.addEventListener('visibilitychange', acquire);
    return () => {
      ended = true;
      document.removeEventListener('visibilitychange', acquire);
      if (sentinel && !sentinel.released) void sentinel.release();
    };
  }, [active]);
}
