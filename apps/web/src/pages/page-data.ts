import type { DateFilter, DiscoverEventsResult, EventPageResult, HomeRows } from '../features/events/index.ts';
import type { WaitingRoomEvent } from '../features/waiting-room/index.ts';
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

/** The waiting page: the event and its room; null when there is no event, or it sells without a room. */
export type WaitingRoomPageData = {
  page: 'queue';
  locale: string;
  slug: string;
  event: WaitingRoomEvent | null;
};

export type PageData = EventPageData | HomePageData | WaitingRoomPageData;

const PAGE_DATA_ID = 'page-data';

/** The data as a JSON script element, which the browser does not run. */
export function pageDataElement(data: PageData): string {
  return `<script type="application/json" id="${PAGE_DATA_ID}">${scriptJson(data)}</script>`;
}

/** In the browser: the data the server wrote into the page. Missing or mangled data is a clear error. */
export function readPageData<P extends PageData['page']>(page: P): Extract<PageData, { page: P }> {
  const text = document.getElementById(PAGE_DATA_ID)?.textContent;
  const data = text ? parseJson(text) : null;
  if (!isEnvelopeOf(page, data)) throw new Error(`This page carries no ${page} page data.`);
  return data;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/**
 * Only the envelope is checked, and by hand: zod in the public pages' first download would add some 15 KiB
 * gzipped, about a third more script (its core is shared with the full zod that reserve-rules.ts loads later).
 * The answers inside were written by the server of the same build (the page's script names carry the build's
 * hashes); what can go wrong here is a cut or mangled script element, which this check catches.
 */
function isEnvelopeOf<P extends PageData['page']>(page: P, data: unknown): data is Extract<PageData, { page: P }> {
  return (
    typeof data === 'object' &&
    data !== null &&
    'page' in data &&
    data.page === page &&
    'locale' in data &&
    typeof data.locale === 'string'
  );
}
