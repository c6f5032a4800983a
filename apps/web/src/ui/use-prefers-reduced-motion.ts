import { useSyncExternalStore } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';

function mediaQuery(): MediaQueryList | null {
  // No window (server rendering, a Node script) or a very old browser: nothing to ask.
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return null;
  return window.matchMedia(QUERY);
}

// The person can change the setting while the page is open (an OS toggle); components follow at once.
function subscribe(onChange: () => void): () => void {
  const query = mediaQuery();
  if (!query) return () => {};
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

function getSnapshot(): boolean {
  return mediaQuery()?.matches ?? false;
}

// Without a browser to ask, nothing should start moving before we know the person is fine with it.
function getServerSnapshot(): boolean {
  return true;
}

/**
 * True when the person asked their system for less motion: autoplay stops and transitions take no time.
 * useSyncExternalStore rather than state + effect, so the first render already has the answer (no slide
 * starts moving and is then stopped).
 */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
}
