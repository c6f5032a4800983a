import { normalPromoCode, promoSummary } from '@admit/shared';
import type { RequestScope } from '../../common/scope.ts';
import type { Db } from '../../db/client.ts';
import type { EventRow } from '../events/tables.ts';
import { findPromoCode } from './repo.ts';
import { refusalOf, standingOf, type PromoCodeStatus } from './standing.ts';
import type { PromoCodeRow } from './tables.ts';

/** What the event page says of a code a buyer typed: what it gives, or why it cannot be used now. */
export type CodeOffer = {
  code: string;
  status: PromoCodeStatus;
  summary: string;
  message: string | null;
  ticketTypeIds: string[];
};

/**
 * The promo code a buyer typed, read fresh (its uses change with every hold): null when the event has no such
 * promo code (the text may still be a hidden type's unlock code).
 */
export async function promoCodeTyped(db: Db, eventId: string, typed: string | null | undefined) {
  const code = typed ? normalPromoCode(typed) : '';
  return code ? findPromoCode(db, eventId, code) : null;
}

/** The event page's word on a typed code; never kept for another visitor (the code is the asker's). */
export function offerOf(scope: Pick<RequestScope, 'freshness'>, event: EventRow, row: PromoCodeRow): CodeOffer {
  scope.freshness.keepForNoOne();
  const status = standingOf(row, new Date());
  return {
    code: row.code,
    status,
    summary: promoSummary(row, event.currency),
    message: refusalOf(status, row, event.timeZone),
    ticketTypeIds: row.ticketTypeIds,
  };
}
