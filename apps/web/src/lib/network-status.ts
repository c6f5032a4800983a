/**
 * Whether the app can reach the network, as far as it can tell: the browser's word (navigator.onLine, and its
 * online and offline events), corrected by what requests meet. A request that got no answer at all means offline
 * whatever navigator.onLine says (a dead Wi-Fi still counts as "online" to the browser); an answer from the network
 * means online again. An answer the service worker gave from its saved copy (SAVED_COPY_HEADER) came because the
 * network did not answer in time, so it counts as offline. React reads it through ui/use-offline.ts.
 */

/** The header the service worker adds to an answer it took from its cache (vite.config.ts). */
export const SAVED_COPY_HEADER = 'x-admit-saved-copy';

/** The browser's own word: false on the server, and wherever it cannot tell. */
export const browserSaysOffline = (): boolean => typeof navigator !== 'undefined' && navigator.onLine === false;

let offline = browserSaysOffline();
const listeners = new Set<() => void>();
let watchingBrowser = false;

function set(next: boolean): void {
  if (next === offline) return;
  offline = next;
  for (const listener of listeners) listener();
}

function watchBrowser(): void {
  if (watchingBrowser || typeof window === 'undefined') return;
  watchingBrowser = true;
  window.addEventListener('online', () => set(false));
  window.addEventListener('offline', () => set(true));
  // The page may have loaded (from the service worker) while offline, before anything subscribed.
  set(browserSaysOffline());
}

export const networkStatus = {
  isOffline: (): boolean => offline,
  subscribe(listener: () => void): () => void {
    watchBrowser();
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** A request got no answer (fetch refused for want of a network), or only the service worker's saved copy. */
  noAnswer: (): void => set(true),
  /** The network answered. */
  answered: (): void => set(false),
};

/**
 * Whether a failed request got no answer at all: fetch rejects with a TypeError only when nothing came back
 * ("Failed to fetch" in Chromium, "NetworkError when attempting to fetch resource." in Firefox, "Load failed" in
 * Safari), which Apollo Client passes on as it is; Firebase says auth/network-request-failed when the session's
 * token could not be refreshed. An answer that was an error (a 500, a GraphQL error) is not.
 */
export function isNoAnswer(error: unknown): boolean {
  if (error instanceof TypeError) return true;
  const code = typeof error === 'object' && error !== null && 'code' in error ? error.code : null;
  return code === 'auth/network-request-failed';
}

/** What a response says of where it came from: the network, or the service worker's saved copy. */
export function noteResponse(response: unknown): void {
  if (typeof Response === 'undefined' || !(response instanceof Response)) return;
  if (response.headers.has(SAVED_COPY_HEADER)) networkStatus.noAnswer();
  else networkStatus.answered();
}
