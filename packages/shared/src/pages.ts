/*
 * The contract between the API and the web app's server build (apps/web/src/pages): the API serves the
 * addresses the pages claim, runs the GraphQL operations a page asks for through its own GraphQL server (as the
 * browser's Apollo Client would send them), and hands the answers back to be rendered. Types only.
 */

/** A GraphQL operation, as a GET carries it: `?operationName=…&query=…&variables=…`. */
export type PageOperation = {
  operationName: string;
  query: string;
  variables: Record<string, unknown>;
};

/** A GraphQL answer as it arrived, `{ data, errors }`. */
export type PageOperationResult = {
  data?: unknown;
  errors?: readonly { message: string; extensions?: Record<string, unknown> }[];
};

/** Who the page is written for: the negotiated locale, and the time zone "today" is counted in. */
export type PageAudience = { locale: string; timeZone: string };

/** A page found at an address: what it needs from the API, and what it will be rendered with. */
export type PageRequest = {
  /** Which page: also the name of its script in the build's manifest. */
  page: string;
  operations: PageOperation[];
  /**
   * The page's own reading of the address (slug, search, filter) and of the audience's time zone where the page
   * depends on it; opaque to the API, which keeps a rendered page under these and the locale.
   */
  params: Record<string, string | null>;
  audience: PageAudience;
};

/** The files a page loads, as the build's manifest names them (paths from the site's root, with a leading /). */
export type PageAssets = { script: string; modulePreloads: string[]; styles: string[] };

export type RenderedPage = { status: number; html: string };

export interface ServerPages {
  /** The addresses served by server-rendered pages, as route patterns (`/e/:eventSlug`). */
  routes: readonly string[];
  /** The page at this address, or null when no server-rendered page lives there. */
  prepare(url: URL, audience: PageAudience): PageRequest | null;
  /** The whole HTML document, from the answers to the request's operations, in their order. */
  render(
    request: PageRequest,
    results: readonly PageOperationResult[],
    site: { origin: string; assets: PageAssets },
  ): RenderedPage;
}

/** The cookie a browser keeps its IANA time zone in, for the server to count "today" in. */
export const TIME_ZONE_COOKIE = 'admit-tz';
