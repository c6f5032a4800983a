import { numberFormat } from '../intl-formats.ts';

/**
 * Prices are integer minor units (pence, cents; yen have none). Intl knows
 * how many digits each currency has and how to show it.
 */
export function currencyDigits(currency: string): number {
  return numberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
}

/** An amount of money (revenue, refunds), zero included: "£0.00", never "Free". */
export function formatAmount(minor: number, currency: string, locale?: string): string {
  const digits = currencyDigits(currency);
  return numberFormat(locale, { style: 'currency', currency }).format(minor / 10 ** digits);
}

/** What something costs: "Free" when nothing. */
export function formatPrice(minor: number, currency: string, locale?: string): string {
  return minor === 0 ? 'Free' : formatAmount(minor, currency, locale);
}

/** Minor units from what an organizer types ("12.50" in GBP → 1250); null if it is not a price. */
export function parsePriceInput(text: string, currency: string): number | null {
  const digits = currencyDigits(currency);
  const cleaned = text.trim().replace(/,/g, '');
  const pattern = digits === 0 ? /^\d+$/ : new RegExp(`^\\d+(?:\\.\\d{1,${digits}})?$`);
  if (!pattern.test(cleaned)) return null;
  const [whole = '0', fraction = ''] = cleaned.split('.');
  return Number(whole) * 10 ** digits + Number(fraction.padEnd(digits, '0') || '0');
}

/** What a price input shows for a stored price: 1250 GBP → "12.50". */
export function priceInputOf(minor: number, currency: string): string {
  const digits = currencyDigits(currency);
  return digits === 0 ? String(minor) : (minor / 10 ** digits).toFixed(digits);
}

/** quantity × unit price, in minor units; refuses what would leave safe integers (no float ever rounds a total). */
export function lineTotalMinor(unitMinor: number, quantity: number): number {
  const total = unitMinor * quantity;
  if (!Number.isSafeInteger(total) || !Number.isSafeInteger(unitMinor) || !Number.isSafeInteger(quantity)) {
    throw new RangeError('A money amount left the safe integer range.');
  }
  return total;
}

/** The sum of amounts in one currency's minor units. */
export function sumMinor(amounts: readonly number[]): number {
  const total = amounts.reduce((sum, n) => sum + n, 0);
  if (!Number.isSafeInteger(total)) throw new RangeError('A money amount left the safe integer range.');
  return total;
}
