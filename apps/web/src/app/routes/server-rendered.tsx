import type { LoaderFunctionArgs } from 'react-router';

/**
 * The home and event pages are rendered by the server (src/pages): the app reaches them by loading them as
 * documents, which the server answers with the page already written.
 */
export function loader({ request }: LoaderFunctionArgs): Promise<never> {
  // This app was itself served at the page's address, so loading it again would only come back here.
  if (request.url === window.location.href) {
    throw new Error(`This page could not be loaded. Reload it, or go to ${new URL(request.url).pathname}.`);
  }
  window.location.assign(request.url);
  // Never settles: the browser is leaving for the page.
  return new Promise<never>(() => undefined);
}
