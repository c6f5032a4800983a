import { useEffect, useEffectEvent } from 'react';

/**
 * Calls `onControl` when a service worker takes control of the page (on the very first visit it does so only
 * after the page has loaded its data, which therefore went past it). A page then asks for its data again through
 * the worker, which keeps it for offline use: the first online visit is enough.
 */
export function useServiceWorkerControl(onControl: () => void): void {
  const handle = useEffectEvent(onControl);
  useEffect(() => {
    const container = 'serviceWorker' in navigator ? navigator.serviceWorker : null;
    if (!container) return;
    const listener = () => handle();
    container.addEventListener('controllerchange', listener);
    return () => container.removeEventListener('controllerchange', listener);
  }, []);
}
