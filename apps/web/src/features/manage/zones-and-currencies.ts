import { CURRENCIES } from '@admit/shared';

const ALL_ZONES = Intl.supportedValuesOf('timeZone');

/** Every zone the browser knows, plus `current` if it is an alias the list leaves out (such as "Etc/UTC"). */
export function timeZoneOptions(current: string): readonly string[] {
  return !current || ALL_ZONES.includes(current) ? ALL_ZONES : [current, ...ALL_ZONES];
}

// Zones whose currency is not their region's default below; checked first.
const ZONE_CURRENCIES: Record<string, string> = {
  'Europe/London': 'GBP',
  'Europe/Belfast': 'GBP',
  'Europe/Guernsey': 'GBP',
  'Europe/Jersey': 'GBP',
  'Europe/Isle_of_Man': 'GBP',
  'Europe/Zurich': 'CHF',
  'Europe/Stockholm': 'SEK',
  'Europe/Oslo': 'NOK',
  'Europe/Copenhagen': 'DKK',
  'Europe/Warsaw': 'PLN',
  'Europe/Prague': 'CZK',
  'Europe/Budapest': 'HUF',
  'Europe/Bucharest': 'RON',
  'Europe/Istanbul': 'TRY',
  'America/Toronto': 'CAD',
  'America/Vancouver': 'CAD',
  'America/Edmonton': 'CAD',
  'America/Winnipeg': 'CAD',
  'America/Halifax': 'CAD',
  'America/St_Johns': 'CAD',
  'America/Regina': 'CAD',
  'America/Mexico_City': 'MXN',
  'America/Sao_Paulo': 'BRL',
  'America/Argentina/Buenos_Aires': 'ARS',
  'America/Bogota': 'COP',
  'America/Santiago': 'CLP',
  'America/Lima': 'PEN',
  'Pacific/Auckland': 'NZD',
  'Asia/Tokyo': 'JPY',
  'Asia/Kolkata': 'INR',
  'Asia/Calcutta': 'INR',
  'Asia/Singapore': 'SGD',
  'Asia/Hong_Kong': 'HKD',
  'Asia/Shanghai': 'CNY',
  'Asia/Seoul': 'KRW',
  'Asia/Dubai': 'AED',
  'Africa/Johannesburg': 'ZAR',
  'Africa/Lagos': 'NGN',
  'Africa/Nairobi': 'KES',
};

const REGION_CURRENCIES: Record<string, string> = {
  Europe: 'EUR',
  America: 'USD',
  Australia: 'AUD',
};

/**
 * A first guess at an event's currency from its time zone, which the
 * organizer can change; British pounds when the zone says nothing useful.
 */
export function guessCurrency(timeZone: string): string {
  const region = timeZone.split('/')[0] ?? '';
  const guess = ZONE_CURRENCIES[timeZone] ?? REGION_CURRENCIES[region] ?? 'GBP';
  return CURRENCIES.includes(guess) ? guess : 'GBP';
}

const currencyNames = new Intl.DisplayNames(undefined, { type: 'currency' });

/** "GBP · British Pound", in the order Intl lists them. */
export const CURRENCY_OPTIONS: readonly { code: string; label: string }[] = CURRENCIES.map((code) => ({
  code,
  label: `${code} · ${currencyNames.of(code) ?? code}`,
}));
