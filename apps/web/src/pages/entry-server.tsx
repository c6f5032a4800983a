import {
  ErrorCode,
  type PageAssets,
  type PageAudience,
  type PageOperation,
  type PageOperationResult,
  type PageRequest,
  type RenderedPage,
  type ServerPages,
} from '@admit/shared';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { getOperationAST, print } from 'graphql';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import {
  DiscoverEventsQuery,
  EventHead,
  EventPageQuery,
  FeaturedEventsQuery,
  resultsVariables,
  type DateFilter,
  type HomeRows,
} from '../features/events/index.ts';
import { EventPageApp } from './EventPageApp.tsx';
import { HomePageApp } from './HomePageApp.tsx';
import { HOME_ROW_DATES, homeRowsFrom, homeRowVariables } from './home-rows.ts';
import { NoWaitingRoom, WaitingRoomPage, WaitingRoomPageQuery } from '../features/waiting-room/index.ts';
import {
  pageDataElement,
  type EventPageData,
  type HomePageData,
  type PageData,
  type WaitingRoomPageData,
} from './page-data.ts';

/*
 * The web app's server build: the public pages (home and event), rendered on the server from the answers of their
 * GraphQL operations and hydrated in the browser from the same data (page-data.ts). The API serves them; the
 * contract is ServerPages in @admit/shared.
 */

const EVENT_PATH = /^\/e\/([^/]+)\/?$/;
const QUEUE_PATH = /^\/e\/([^/]+)\/queue\/?$/;
const DATE_FILTERS: readonly DateFilter[] = ['TODAY', 'THIS_WEEKEND', 'LATER'];
/** The longest search the API reads (it cuts the rest). */
const MAX_SEARCH = 100;

// Printed once, with the operation's name: they go to the API as text, as the browser's Apollo Client sends them.
const printed = new WeakMap<object, { operationName: string; query: string }>();
function operation<TResult, TVariables extends Record<string, unknown>>(
  document: TypedDocumentNode<TResult, TVariables>,
  variables: TVariables,
): PageOperation {
  let text = printed.get(document);
  if (text === undefined) {
    const operationName = getOperationAST(document)?.name?.value;
    if (!operationName) throw new Error('A page operation must be one named operation.');
    text = { operationName, query: print(document) };
    printed.set(document, text);
  }
  return { ...text, variables };
}

/** An answer's data, typed by the generated document it answers (the API ran that document's text). */
function dataOf<TResult, TVariables>(
  _document: TypedDocumentNode<TResult, TVariables>,
  result: PageOperationResult | undefined,
): TResult | undefined {
  return result?.data as TResult | undefined;
}

/** What the home page is asked for, and the time zone its dates ("today") are counted in. */
type HomeParams = { search: string; when: DateFilter | null; after: string | null; timeZone: string };

/** The home page read from its request's params (prepare wrote them). */
function homeParamsOf(params: PageRequest['params']): HomeParams {
  return {
    search: params['search'] ?? '',
    when: DATE_FILTERS.find((f) => f === params['when']) ?? null,
    after: params['after'] ?? null,
    timeZone: params['timeZone'] ?? 'UTC',
  };
}

/** Browsing: the slider and the rows by date; otherwise one page of a search's or a date's results. */
const isBrowsing = (home: HomeParams) => !home.search && !home.when && !home.after;

function slugOf(part: string): string | null {
  try {
    return decodeURIComponent(part);
  } catch {
    return null;
  }
}

function prepare(url: URL, audience: PageAudience): PageRequest | null {
  if (url.pathname === '/') {
    const search = (url.searchParams.get('q') ?? '').trim().slice(0, MAX_SEARCH);
    const when = DATE_FILTERS.find((f) => f === url.searchParams.get('when')) ?? null;
    const after = url.searchParams.get('after') || null;
    const home: HomeParams = { search, when, after, timeZone: audience.timeZone };
    return {
      page: 'home',
      params: { ...home },
      audience,
      operations: isBrowsing(home)
        ? [
            operation(FeaturedEventsQuery, {}),
            ...HOME_ROW_DATES.map((when) => operation(DiscoverEventsQuery, homeRowVariables(when, audience.timeZone))),
          ]
        : [operation(DiscoverEventsQuery, resultsVariables({ search, when, after, timeZone: audience.timeZone }))],
    };
  }
  const queue = QUEUE_PATH.exec(url.pathname);
  if (queue?.[1]) {
    const slug = slugOf(queue[1]);
    if (slug === null) return null;
    return { page: 'queue', params: { slug }, audience, operations: [operation(WaitingRoomPageQuery, { slug })] };
  }
  const event = EVENT_PATH.exec(url.pathname);
  if (event?.[1]) {
    const slug = slugOf(event[1]);
    if (slug === null) return null;
    return {
      page: 'event',
      params: { slug },
      audience,
      operations: [operation(EventPageQuery, { slug, unlockCode: null })],
    };
  }
  return null;
}

function errorCodes(result: PageOperationResult | undefined): unknown[] {
  return (result?.errors ?? []).map((e) => e.extensions?.['code']);
}

/** An answer the page cannot be rendered from: the API's failure, not the visitor's. */
function unusable(result: PageOperationResult | undefined, page: string): Error {
  const message = result?.errors?.map((e) => e.message).join('; ') ?? 'no answer';
  return new Error(`The ${page} page's data could not be loaded: ${message}`);
}

function render(
  request: PageRequest,
  results: readonly PageOperationResult[],
  site: { origin: string; assets: PageAssets },
): RenderedPage {
  const [result] = results;
  const { locale } = request.audience;
  if (request.page === 'event') {
    const found = dataOf(EventPageQuery, result)?.event ?? null;
    // No such event, or an address that cannot name one (a slug with a NUL in it): the page says it was not found.
    const missing = errorCodes(result).some((c) => c === ErrorCode.NOT_FOUND || c === ErrorCode.BAD_USER_INPUT);
    if (!found && !missing) throw unusable(result, 'event');
    const data: EventPageData = { page: 'event', locale, slug: request.params['slug'] ?? '', event: found };
    const head = found ? (
      <EventHead event={found} origin={site.origin} locale={locale} />
    ) : (
      <title>Event not found · Admit</title>
    );
    return { status: found ? 200 : 404, html: documentHtml(data, head, <EventPageApp data={data} />, site.assets) };
  }
  if (request.page === 'queue') return renderQueue(request, result, site.assets);
  if (request.page !== 'home') throw new Error(`No page is called ${request.page}.`);
  for (const r of results) if (!r.data || r.errors?.length) throw unusable(r, 'home');
  const home = homeParamsOf(request.params);
  const browsing = isBrowsing(home);
  const browse: HomeRows | null = browsing
    ? homeRowsFrom(
        dataOf(FeaturedEventsQuery, result),
        results.slice(1).map((r) => dataOf(DiscoverEventsQuery, r)),
      )
    : null;
  const data: HomePageData = {
    page: 'home',
    locale,
    timeZone: home.timeZone,
    search: home.search,
    when: home.when,
    browse,
    results: browsing ? null : (dataOf(DiscoverEventsQuery, result)?.discoverEvents ?? null),
  };
  return { status: 200, html: documentHtml(data, <HomeHead data={data} />, <HomePageApp data={data} />, site.assets) };
}

/** The waiting page: its shell is the same for everyone (kept like any page); each place is the browser's own. */
function renderQueue(request: PageRequest, result: PageOperationResult | undefined, assets: PageAssets): RenderedPage {
  const found = dataOf(WaitingRoomPageQuery, result)?.event ?? null;
  const missing = errorCodes(result).some((c) => c === ErrorCode.NOT_FOUND || c === ErrorCode.BAD_USER_INPUT);
  if (!found && !missing) throw unusable(result, 'waiting room');
  const slug = request.params['slug'] ?? '';
  const event = found?.waitingRoom ? found : null;
  const data: WaitingRoomPageData = { page: 'queue', locale: request.audience.locale, slug, event };
  const head = <title>{event ? `Waiting room · ${event.title} · Admit` : 'No waiting room · Admit'}</title>;
  const page = event ? <WaitingRoomPage event={event} /> : <NoWaitingRoom slug={slug} />;
  return { status: event ? 200 : 404, html: documentHtml(data, head, page, assets) };
}

function HomeHead({ data }: { data: HomePageData }) {
  return (
    <>
      <title>{data.search ? `${data.search} · Events · Admit` : 'Admit · Find events near you'}</title>
      <meta name="description" content="Admit: buy event tickets, carry them on your phone, and get in fast." />
    </>
  );
}

const attribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * The document: the app's fixed head (as index.html has it), the page's own head, its styles and script (with
 * the modules it imports preloaded, so they download together), the rendered page, and the data it was rendered
 * from. Without JavaScript, every tab of the event page shows, one after the other.
 */
function documentHtml(data: PageData, head: ReactNode, page: ReactNode, assets: PageAssets): string {
  const lang = data.locale.split('-')[0] ?? 'en';
  return `<!doctype html>
<html lang="${attribute(lang)}">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
    <meta name="theme-color" content="#146c43" />
    <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
    <link rel="apple-touch-icon" href="/icons/apple-touch-icon.png" />
    <link rel="manifest" href="/manifest.webmanifest" />
    ${renderToString(<>{head}</>)}
    ${assets.styles.map((href) => `<link rel="stylesheet" href="${attribute(href)}" />`).join('\n    ')}
    <script type="module" src="${attribute(assets.script)}"></script>
    ${assets.modulePreloads.map((href) => `<link rel="modulepreload" href="${attribute(href)}" />`).join('\n    ')}
    <noscript><style>.tab-content > .tab-pane { display: block; opacity: 1; } .nav-tabs { display: none; } .needs-script-note { display: block !important; }</style></noscript>
  </head>
  <body>
    <div id="root">${renderToString(page)}</div>
    ${pageDataElement(data)}
  </body>
</html>
`;
}

export const serverPages: ServerPages = { routes: ['/', '/e/:eventSlug', '/e/:eventSlug/queue'], prepare, render };
