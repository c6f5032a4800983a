import { isTimeZone, TIME_ZONE_COOKIE, type PageAudience } from '@admit/shared';
import { LRUCache } from 'lru-cache';

const DEFAULT_LOCALE = 'en';

/**
 * The visitor's first language the server can write dates and prices in (Accept-Language, by preference), so the
 * page reads as their browser would write it. Unknown tags are passed over; nothing matches: English.
 */
export function negotiateLocale(acceptLanguage: string | undefined): string {
  const ranked = (acceptLanguage ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((l) => l.tag && l.tag !== '*' && l.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of ranked) {
    try {
      const [supported] = Intl.DateTimeFormat.supportedLocalesOf(tag);
      if (supported) return supported;
    } catch {
      // Not a language tag at all: the next one.
    }
  }
  return DEFAULT_LOCALE;
}

/** The time zone this browser told us last time (a cookie the page sets), or UTC. */
export function visitorTimeZone(cookieHeader: string | undefined): string {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name !== TIME_ZONE_COOKIE) continue;
    try {
      const zone = decodeURIComponent(value.join('='));
      if (isTimeZone(zone)) return zone;
    } catch {
      // A malformed cookie counts as none.
    }
  }
  return 'UTC';
}

/** Negotiated once per Accept-Language a browser sends: every page request, kept or not, needs its locale. */
const localeOf = new LRUCache<string, string>({ max: 1000 });

export function audienceOf(headers: { 'accept-language'?: string; cookie?: string }): PageAudience {
  const acceptLanguage = headers['accept-language'] ?? '';
  let locale = localeOf.get(acceptLanguage);
  if (locale === undefined) {
    locale = negotiateLocale(acceptLanguage);
    localeOf.set(acceptLanguage, locale);
  }
  return { locale, timeZone: visitorTimeZone(headers.cookie) };
}
