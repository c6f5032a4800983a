import { useCallback, useEffect, useState } from 'react';
import { loadApolloClient } from '../../lib/apollo-client.ts';
import { EventPageQuery } from './event-page-query.ts';
import type { EventPageQuery as EventPageResult } from './gql/graphql.ts';

type PageEvent = EventPageResult['event'];

/**
 * Why a code could not be tried, for the code's field; the API's own words when it refused outright. The reader of
 * the API's errors loads with the first refusal, not with the page.
 */
async function refusal(error: unknown): Promise<string> {
  const { apiErrorCode, apiErrorMessage, ErrorCode } = await import('../../lib/api-errors.ts');
  return apiErrorCode(error) === ErrorCode.RATE_LIMITED
    ? apiErrorMessage(error)
    : 'The code could not be checked. Check your connection and try again.';
}

/**
 * An event page's data: what the server rendered it from, then what the API answers when the visitor enters an
 * access code or a ticket type sells out under them. The API client loads on first use.
 */
export function useEventPage(slug: string, rendered: PageEvent) {
  const [event, setEvent] = useState(rendered);
  const [unlockCode, setUnlockCode] = useState<string | null>(null);
  const [unlockRefused, setUnlockRefused] = useState<string | null>(null);

  const fetchEvent = useCallback(
    async (code: string | null, fresh: boolean): Promise<PageEvent> => {
      const client = await loadApolloClient();
      const { data } = await client.query({
        query: EventPageQuery,
        variables: { slug, unlockCode: code },
        fetchPolicy: fresh ? 'network-only' : 'cache-first',
      });
      if (!data) throw new Error('The event query returned nothing.');
      return data.event;
    },
    [slug],
  );

  const [codeFromLink, setCodeFromLink] = useState(false);
  const unlock = useCallback(
    async (code: string, fromLink = false) => {
      try {
        setEvent(await fetchEvent(code, false));
        setUnlockCode(code);
        setUnlockRefused(null);
        if (fromLink) setCodeFromLink(true);
      } catch (error) {
        // The page stays as it was, and the code's field says why.
        setUnlockRefused(await refusal(error));
      }
    },
    [fetchEvent],
  );

  // A link with ?code= (an organizer's promo link) applies its code as the page opens: once hydrated (a task, which
  // a remount cancels, so the code is tried once).
  useEffect(() => {
    const linked = new URLSearchParams(window.location.search).get('code')?.trim();
    if (!linked) return;
    const soon = setTimeout(() => void unlock(linked, true), 0);
    return () => clearTimeout(soon);
  }, [unlock]);

  /** The code taken off: the page as it is without one, and the link's ?code= dropped so a reload keeps it off. */
  const clearCode = useCallback(async () => {
    const url = new URL(window.location.href);
    if (url.searchParams.has('code')) {
      url.searchParams.delete('code');
      window.history.replaceState(window.history.state, '', url);
    }
    try {
      setEvent(await fetchEvent(null, false));
      setUnlockCode(null);
      setUnlockRefused(null);
    } catch (error) {
      setUnlockRefused(await refusal(error));
    }
  }, [fetchEvent]);

  const refresh = useCallback(() => {
    fetchEvent(unlockCode, true).then(setEvent, () => undefined);
  }, [fetchEvent, unlockCode]);

  return { event, unlockCode, unlockRefused, unlock, clearCode, refresh, codeFromLink };
}
