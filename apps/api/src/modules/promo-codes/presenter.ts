import { promoSummary } from '@admit/shared';
import type { EventRow } from '../events/tables.ts';
import { standingOf, type PromoCodeStatus } from './standing.ts';
import type { PromoCodeRow } from './tables.ts';

/** A code as its event's managers see it (only they read codes): with its event, its words and its standing. */
export type PromoCodeView = PromoCodeRow & { event: EventRow; summary: string; status: PromoCodeStatus };

export function presentPromoCode(row: PromoCodeRow, event: EventRow, now = new Date()): PromoCodeView {
  return { ...row, event, summary: promoSummary(row, event.currency), status: standingOf(row, now) };
}
