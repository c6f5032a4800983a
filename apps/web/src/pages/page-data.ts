import type { DateFilter, DiscoverEventsResult, EventPageResult, HomeRows } from '../features/events/index.ts';
import { scriptJson } from '../lib/script-json.ts';

/**
 * What a server-rendered page carries for the browser that hydrates it: the answers it was rendered from and
 * who it was written for, so the browser renders exactly what the server did and never asks for it again.
 */
export type EventPageData = {
  page: 'event';
  locale: string;
  slug: string;
  /** Null when there is no public event at the address (the page says so, with status 404). */
  event: EventPageResult['event'] | null;
};

export type HomePageData = {
  page: 'home';
  locale: string;
  timeZone: string;
  search: string;
  when: DateFilter | null;
  browse: HomeRows | null;
  results: DiscoverEventsResult['discoverEvents'] | null;
};

export type PageData = EventPageData | HomePageData;

const PAGE_DATA_ID = 'page-data';

/** The data as a JSON script element, which the browser does not run. */
export function pageDataElement(data: PageData): string {
  return `<script type="application/json" id="${PAGE_DATA_ID}">${scriptJson(data)}</script>`;
}

/** In the browser: the data the server wrote into the page. */
export function readPageData<P extends PageData['page']>(page: P): Extract<PageData, { page: P }> {
  const text = document.getElementById(PAGE_DATA_ID)?.textContent;
  const data = text ? (JSON.parse(text) as PageData) : null;
  if (!data || data.page !== page) throw new Error(`This page carries no ${page} page data.`);
  return data as Extract<PageData, { page: P }>;
}
