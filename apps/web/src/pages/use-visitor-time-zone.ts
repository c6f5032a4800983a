import { TIME_ZONE_COOKIE } from '@admit/shared';
import { useEffect, useState } from 'react';
import type { HomeRows } from '../features/events/index.ts';
import { browserTimeZone } from '../lib/time-zone.ts';
import type { HomePageData } from './page-data.ts';

/**
 * "Today" and "this weekend" are the visitor's. The server counts them in the zone this browser told it last
 * time (a cookie), or in UTC on a first visit; when the page was written for another zone, the browser keeps its
 * own for next time and asks for the rows again.
 */
export function useVisitorTimeZone(data: HomePageData): HomeRows | null {
  const [browse, setBrowse] = useState(data.browse);
  useEffect(() => {
    const zone = browserTimeZone();
    if (zone === data.timeZone) return;
    document.cookie = `${TIME_ZONE_COOKIE}=${encodeURIComponent(zone)}; path=/; max-age=31536000; samesite=lax`;
    if (!data.browse) return;
    let current = true;
    import('./load-home-rows.ts')
      .then(({ loadHomeRows }) => loadHomeRows(zone))
      .then((rows) => {
        if (current) setBrowse(rows);
      })
      // The rows stay as the server counted them.
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [data.timeZone, data.browse]);
  return browse;
}
