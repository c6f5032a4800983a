import { formatAmount } from '../events/money.ts';

/**
 * What a promo code does to the price of the tickets it covers: nothing (it only reveals hidden types), a
 * percentage off, an amount off, or a price of its own.
 */
export const PROMO_PRICE_MODES = ['NONE', 'PERCENT_OFF', 'AMOUNT_OFF', 'FIXED_PRICE'] as const;
export type PromoPriceMode = (typeof PROMO_PRICE_MODES)[number];

export type PromoPrice = { priceMode: PromoPriceMode; priceValue: number };

/**
 * A covered ticket's price under a code, in integer minor units of the event's currency (so a yen price has no
 * fraction to round, and a pound price rounds to the penny).
 * - PERCENT_OFF: the discount is `value` percent of the price, rounded to the nearest minor unit, a half in the
 *   buyer's favour (20% off ¥1,234 is ¥247 off: ¥987; 15% off £0.50 is 7.5p, 8p off: £0.42);
 * - AMOUNT_OFF: `value` minor units off, never below free;
 * - FIXED_PRICE: `value` minor units, or the type's own price when that is lower (a code never raises a price);
 * - NONE: the type's price.
 */
export function promoUnitPriceMinor(unitMinor: number, code: PromoPrice): number {
  switch (code.priceMode) {
    case 'PERCENT_OFF':
      return unitMinor - Math.floor((unitMinor * code.priceValue) / 100 + 0.5);
    case 'AMOUNT_OFF':
      return Math.max(0, unitMinor - code.priceValue);
    case 'FIXED_PRICE':
      return Math.min(unitMinor, code.priceValue);
    case 'NONE':
      return unitMinor;
  }
}

/** What a code gives, in words for the buyer and the back office: "20% off", "£5.00 off", "£10.00 each". */
export function promoSummary(
  code: PromoPrice & { revealsHidden: boolean; reservesPlaces?: boolean; maxUses?: number | null },
  currency: string,
): string {
  const price = priceSummary(code, currency);
  if (!code.reservesPlaces) return price;
  const kept = `keeps ${code.maxUses ?? 0} place${code.maxUses === 1 ? '' : 's'}`;
  return code.priceMode === 'NONE' ? `${kept[0]?.toUpperCase() ?? ''}${kept.slice(1)}` : `${price}, ${kept}`;
}

function priceSummary(code: PromoPrice & { revealsHidden: boolean }, currency: string): string {
  switch (code.priceMode) {
    case 'PERCENT_OFF':
      return `${code.priceValue}% off`;
    case 'AMOUNT_OFF':
      return `${formatAmount(code.priceValue, currency)} off each ticket`;
    case 'FIXED_PRICE':
      return `${formatAmount(code.priceValue, currency)} a ticket`;
    case 'NONE':
      return code.revealsHidden ? 'Unlocks tickets' : 'No discount';
  }
}
