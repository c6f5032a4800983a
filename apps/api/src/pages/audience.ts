import { isTimeZone, TIME_ZONE_COOKIE, type PageAudience } from '@admit/shared';

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

export function audienceOf(headers: { 'accept-language'?: string; cookie?: string }): PageAudience {
  return { locale: negotiateLocale(headers['accept-language']), timeZone: visitorTimeZone(headers.cookie) };
}
