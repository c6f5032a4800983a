import { CURRENCIES } from '@admit/shared';
import { getTimezone } from 'countries-and-timezones';
import countryToCurrency from 'country-to-currency';

const ALL_ZONES = Intl.supportedValuesOf('timeZone');

/** Every zone the browser knows, plus `current` if it is an alias the list leaves out (such as "Etc/UTC"). */
export function timeZoneOptions(current: string): readonly string[] {
  return !current || ALL_ZONES.includes(current) ? ALL_ZONES : [current, ...ALL_ZONES];
}

/**
 * A first guess at an event's currency from its time zone, which the
 * organizer can change: the zone's main country (tzdb's zone table, from
 * countries-and-timezones), then that country's currency (ISO 4217, from
 * country-to-currency). British pounds when the zone names no country (UTC).
 */
export function guessCurrency(timeZone: string): string {
  const country = getTimezone(timeZone)?.countries[0];
  const guess: string | undefined =
    country && country in countryToCurrency ? countryToCurrency[country as keyof typeof countryToCurrency] : undefined;
  return guess && CURRENCIES.includes(guess) ? guess : 'GBP';
}

const currencyNames = new Intl.DisplayNames(undefined, { type: 'currency' });

/** "GBP · British Pound", in the order Intl lists them. */
export const CURRENCY_OPTIONS: readonly { code: string; label: string }[] = CURRENCIES.map((code) => ({
  code,
  label: `${code} · ${currencyNames.of(code) ?? code}`,
}));
