import { formatEventDateTime, promoUnitPriceMinor } from '@admit/shared';
import { badUserInput } from '../../common/errors.ts';
import type { PromoCodeRow } from './tables.ts';

/** Where a code stands now, for a buyer: usable, or why not. */
export type PromoCodeStatus = 'VALID' | 'UNKNOWN' | 'NOT_YET_VALID' | 'EXPIRED' | 'USED_UP';

export function standingOf(row: PromoCodeRow | null, now: Date): PromoCodeStatus {
  if (!row) return 'UNKNOWN';
  if (row.validFrom && row.validFrom > now) return 'NOT_YET_VALID';
  if (row.validUntil && row.validUntil <= now) return 'EXPIRED';
  if (row.maxUses !== null && row.uses >= row.maxUses) return 'USED_UP';
  return 'VALID';
}

/** The buyer's words for a code that cannot be used now ("That code has expired."), null when it can. */
export function refusalOf(status: PromoCodeStatus, row: PromoCodeRow | null, timeZone: string): string | null {
  switch (status) {
    case 'VALID':
      return null;
    case 'UNKNOWN':
      return 'That code is not valid for this event.';
    case 'NOT_YET_VALID':
      return `That code can be used from ${row?.validFrom ? formatEventDateTime(row.validFrom, timeZone) : 'later'}.`;
    case 'EXPIRED':
      return 'That code has expired.';
    case 'USED_UP':
      return 'That code has been used up.';
  }
}

/** Whether a code covers a type: its list, or every type when the list is empty. */
export const covers = (row: PromoCodeRow, ticketTypeId: string) =>
  row.ticketTypeIds.length === 0 || row.ticketTypeIds.includes(ticketTypeId);

/** Whether a code lets a buyer see and buy a hidden type. */
export const reveals = (row: PromoCodeRow, ticketTypeId: string) => row.revealsHidden && covers(row, ticketTypeId);

type PricedType = { id: string; name: string; priceMinor: number; hidden: boolean };
type Line = { ticketTypeId: string; quantity: number };

/** A hold's line priced: by the code when it covers the line's type, at the type's own price otherwise. */
export type PricedLine = { unitPriceMinor: number; listUnitPriceMinor: number | null; promoCodeId: string | null };

const names = (types: PricedType[]) => types.map((t) => t.name).join(', ');

/**
 * A hold's lines priced by a code, or BAD_USER_INPUT on the code's field saying why it does not apply: it is not
 * usable now, covers none of the types asked for (naming those it covers), or the order has fewer or more of its
 * types than the code allows. Every covered place is one use; the caller takes them with the hold.
 */
export function priceWithCode<L extends Line>(
  row: PromoCodeRow | null,
  lines: readonly L[],
  types: ReadonlyMap<string, PricedType>,
  at: { now: Date; timeZone: string },
): { lines: (L & PricedLine)[]; uses: number } {
  const refusal = refusalOf(standingOf(row, at.now), row, at.timeZone);
  if (refusal || !row) throw badUserInput({ unlockCode: refusal ?? 'That code is not valid for this event.' });
  const covered = lines.filter((l) => covers(row, l.ticketTypeId));
  const uses = covered.reduce((n, l) => n + l.quantity, 0);
  if (uses === 0) {
    // A hidden type is named only to a buyer whose code reveals it.
    const coveredTypes = [...types.values()].filter((t) => covers(row, t.id) && (!t.hidden || reveals(row, t.id)));
    const its = row.ticketTypeIds.length ? ` It is for ${names(coveredTypes) || 'other tickets'} only.` : '';
    throw badUserInput({ unlockCode: `That code does not apply to these tickets.${its}` });
  }
  if (uses < row.minQuantity) {
    throw badUserInput({ unlockCode: `That code needs at least ${row.minQuantity} tickets it covers in the order.` });
  }
  if (row.maxUsesPerOrder !== null && uses > row.maxUsesPerOrder) {
    throw badUserInput({ unlockCode: `That code covers at most ${row.maxUsesPerOrder} tickets per order.` });
  }
  const priced = lines.map((l): L & PricedLine => {
    const listPrice = types.get(l.ticketTypeId)?.priceMinor ?? 0;
    if (!covers(row, l.ticketTypeId)) {
      return { ...l, unitPriceMinor: listPrice, listUnitPriceMinor: null, promoCodeId: null };
    }
    return {
      ...l,
      unitPriceMinor: promoUnitPriceMinor(listPrice, row),
      listUnitPriceMinor: listPrice,
      promoCodeId: row.id,
    };
  });
  return { lines: priced, uses };
}
