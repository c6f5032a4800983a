import { useCallback, useSyncExternalStore } from 'react';

/** Bootstrap's `lg` breakpoint: a laptop's width, where a list can be a table. */
export const LAPTOP_QUERY = '(min-width: 992px)';

function mediaQuery(query: string): MediaQueryList | null {
  // No window (server rendering, a Node script) or a very old browser: nothing to ask.
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return null;
  return window.matchMedia(query);
}

/**
 * Whether the media query matches now, followed as the window is resized or a phone turned. For layouts that
 * differ in structure (a table or cards), where CSS alone would render both.
 */
export function useMediaQuery(query: string, serverAnswer = false): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = mediaQuery(query);
      if (!list) return () => {};
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => mediaQuery(query)?.matches ?? serverAnswer,
    () => serverAnswer,
  );
}
