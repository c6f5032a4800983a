/**
 * Registers the service worker vite-plugin-pwa generates (public URL /sw.js; see vite.config.ts), once the page
 * has loaded, so its precaching never competes with the first paint. Production builds only: `npm run dev`
 * builds none.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  // On the first visit the worker takes control after the page has read the app's configuration, which the
  // session needs to start: read once more, through the worker, it is kept for starting offline.
  navigator.serviceWorker.addEventListener(
    'controllerchange',
    () => void fetch('/client-config.json').catch(() => undefined),
    { once: true },
  );
  const register = () => {
    // Without a worker the app still works online; there is nothing to tell the person.
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => undefined);
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
