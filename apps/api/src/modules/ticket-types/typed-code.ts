import type { RequestScope } from '../../common/scope.ts';
import { assertMayTryCode, countWrongCode } from '../../rate-limits/attempts.ts';
import type { EventRow } from '../events/tables.ts';
import { viewerCan } from '../organizations/access.ts';
import { offerOf, promoCodeTyped, type CodeOffer } from '../promo-codes/offer.ts';
import { reveals, standingOf } from '../promo-codes/standing.ts';
import type { PromoCodeRow } from '../promo-codes/tables.ts';
import type { TicketTypeRow } from './tables.ts';

/** What a code typed on an event page is: a promo code (usable or not), hidden types' unlock code, or neither. */
export type TypedCode = {
  promo: PromoCodeRow | null;
  /** The promo code when it can be used now. */
  usable: PromoCodeRow | null;
  /** The hidden types it reveals (by unlock code or by a usable promo code). */
  unlocked: ReadonlySet<string>;
};

const NO_CODE: TypedCode = { promo: null, usable: null, unlocked: new Set() };

/** Per request: the page asks for its types and the code's offer with the same code, and it counts once. */
const judgedIn = new WeakMap<object, Map<string, Promise<TypedCode>>>();

/**
 * Judges a typed code once per request and event. A right code (a promo code of the event in any standing, or a
 * hidden type's unlock code) is not counted; a wrong one is counted per event and per person or address
 * (RATE_LIMITS' unlockCode), and per event for everyone (unlockCodeEvent): past either limit every guess is
 * refused, right or wrong, until the window passes. A buyer coming back with a right code is never locked out by
 * their own visits. The team's codes are never counted (they see every type anyway).
 */
export function judgeTypedCode(
  scope: RequestScope,
  event: EventRow,
  rows: readonly TicketTypeRow[],
  typed: string | null | undefined,
): Promise<TypedCode> {
  const code = typed?.trim().toLowerCase();
  if (!code) return Promise.resolve(NO_CODE);
  let judged = judgedIn.get(scope);
  if (!judged) judgedIn.set(scope, (judged = new Map()));
  const key = `${event.id}:${code}`;
  let judging = judged.get(key);
  if (!judging) judged.set(key, (judging = judge(scope, event, rows, code)));
  return judging;
}

async function judge(scope: RequestScope, event: EventRow, rows: readonly TicketTypeRow[], code: string) {
  // Each code tried is counted; an answer kept for the next asker would skip that.
  scope.freshness.keepForNoOne();
  const manages = await viewerCan(scope, event.organizationId, 'events.manage');
  if (!manages) await assertMayTryCode(scope, event.id);
  const promo = await promoCodeTyped(scope.db, event.id, code);
  const usable = promo && standingOf(promo, new Date()) === 'VALID' ? promo : null;
  const unlocked = new Set(rows.filter((t) => t.hidden && !!usable && reveals(usable, t.id)).map((t) => t.id));
  if (!manages && !promo && unlocked.size === 0) await countWrongCode(scope, event.id);
  return { promo, usable, unlocked };
}

/** The event page's word on a typed promo code; null for no code, or one that is not a promo code here. */
export async function codeOfferFor(
  scope: RequestScope,
  event: EventRow,
  rows: readonly TicketTypeRow[],
  typed: string | null | undefined,
): Promise<CodeOffer | null> {
  const { promo } = await judgeTypedCode(scope, event, rows, typed);
  return promo ? offerOf(scope, event, promo) : null;
}
